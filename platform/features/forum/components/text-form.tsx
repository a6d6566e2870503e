import { useId, useState, type FormEvent } from 'react';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { Label } from '#platform/components/ui/label.tsx';

export interface TextFormProps {
  label: string;
  submitLabel: string;
  pendingLabel: string;
  initial?: string;
  maxLength: number;
  /** Resolves when saved (the form empties), rejects with the message to show. */
  onSubmit: (text: string) => Promise<void>;
  onCancel?: () => void;
  autoFocus?: boolean;
  /** An empty text is allowed (a post's body); comments need words. */
  allowEmpty?: boolean;
}

/** A Markdown text box with its save button: a comment, a reply, or an edit. */
export function TextForm({ label, submitLabel, pendingLabel, initial = '', maxLength, onSubmit, onCancel, autoFocus, allowEmpty }: TextFormProps) {
  const id = useId();
  const hintId = useId();
  const [text, setText] = useState(initial);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!allowEmpty && !text.trim()) {
      setError('Write something first.');
      return;
    }
    setPending(true);
    setError(null);
    try {
      await onSubmit(text);
      setText('');
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'It could not be saved. Please try again.');
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-2">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        rows={3}
        value={text}
        maxLength={maxLength}
        autoFocus={autoFocus}
        aria-describedby={hintId}
        onChange={(event) => setText(event.target.value)}
        className="block w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-foreground focus-visible:outline-3 focus-visible:outline-ring"
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        Markdown works: **bold**, _italic_, [links](https://example.com), lists and quotes.
      </p>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
