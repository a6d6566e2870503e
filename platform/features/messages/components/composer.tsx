import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MAX_MESSAGE_LENGTH } from '#core/domain/messages/messages.rules.ts';
import { Button } from '#platform/components/ui/button.tsx';
import { failureMessage } from '#platform/lib/api-client.ts';
import { cx } from '#platform/lib/class-names.ts';

/** The counter shows from here on, so it does not distract from short messages. */
const COUNTER_FROM = MAX_MESSAGE_LENGTH - 500;

export interface ComposerProps {
  /** Sends the text; a rejection keeps the draft and shows the server's reason. */
  onSend: (body: string) => Promise<unknown>;
  /** Who the message goes to, for the field's label. */
  recipientName: string;
  placeholder?: string;
  initialText?: string;
  autoFocus?: boolean;
}

/** Plain text: Enter sends, Shift+Enter starts a new line; at most 4,000 characters. */
export function Composer({ onSend, recipientName, placeholder = 'Write a message…', initialText = '', autoFocus = false }: ComposerProps) {
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const fieldId = useId();
  const counterId = useId();
  const errorId = useId();
  const length = text.length;
  const tooLong = length > MAX_MESSAGE_LENGTH;

  async function send() {
    if (sending) return;
    const body = text.trim();
    if (!body) {
      setError('Write a message');
      return;
    }
    if (tooLong) {
      setError(`A message can be at most ${MAX_MESSAGE_LENGTH.toLocaleString('en-US')} characters long`);
      return;
    }
    setSending(true);
    setError(null);
    try {
      await onSend(body);
      setText('');
    } catch (failure) {
      setError(failureMessage(failure, 'Your message was not sent.', 'Your message was not sent: check your connection and try again.'));
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // While an input method composes a word, Enter picks the word rather than sending.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  const describedBy = [length >= COUNTER_FROM ? counterId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <form onSubmit={onSubmit} className="border-t border-border bg-background p-3">
      <label htmlFor={fieldId} className="sr-only">
        Message to {recipientName}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={fieldId}
          value={text}
          autoFocus={autoFocus}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          rows={Math.min(6, Math.max(1, text.split('\n').length))}
          placeholder={placeholder}
          aria-invalid={error || tooLong ? true : undefined}
          aria-describedby={describedBy}
          className="block max-h-48 min-h-11 w-full resize-none rounded-lg border border-input bg-card px-3 py-2.5 text-sm text-foreground placeholder:text-muted-foreground focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive"
        />
        <Button type="submit" disabled={sending || tooLong}>
          {sending ? 'Sending...' : 'Send'}
        </Button>
      </div>
      <div className="mt-1 flex items-start gap-3 text-xs">
        {error ? (
          <p id={errorId} role="alert" className="font-medium text-destructive">
            {error}
          </p>
        ) : (
          <p className="hidden text-muted-foreground sm:block">Enter to send · Shift+Enter for a new line</p>
        )}
        {length >= COUNTER_FROM ? (
          <p id={counterId} className={cx('ml-auto shrink-0 tabular-nums', tooLong ? 'font-semibold text-destructive' : 'text-muted-foreground')}>
            {length.toLocaleString('en-US')} / {MAX_MESSAGE_LENGTH.toLocaleString('en-US')}
            <span className="sr-only"> characters</span>
          </p>
        ) : null}
      </div>
    </form>
  );
}
