import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import type { ConversationPage, MessageView } from '#core/domain/messages/conversation-view.schema.ts';
import { CANT_REPLY_MESSAGE, DELETED_MESSAGE_TEXT, EDIT_WINDOW_MS, MAX_MESSAGE_LENGTH, firstLine } from '#core/domain/messages/messages.rules.ts';
import { Button } from '#platform/components/ui/button.tsx';
import { DropdownMenu, type MenuItem } from '#platform/components/ui/dropdown-menu.tsx';
import { failureMessage } from '#platform/lib/api-client.ts';
import { cx } from '#platform/lib/class-names.ts';
import { ContextChip, MemberAvatar } from './conversation-list.tsx';
import { Composer } from './composer.tsx';
import { clockTime, dayKey, dayLabel } from './message-dates.ts';
import { MessageText } from './message-text.tsx';

export interface ConversationViewProps {
  page: ConversationPage;
  onSend: (body: string) => Promise<unknown>;
  onEdit: (messageId: number, body: string) => Promise<unknown>;
  /** Asks to delete (the screen confirms first). */
  onDelete: (message: MessageView) => void;
  onReport: (messageId: number | null) => void;
  onToggleMuted: () => void;
  onToggleArchived: () => void;
  /** Asks to block or unblock (the screen confirms blocking first). */
  onToggleBlocked: () => void;
  onLoadEarlier?: () => void;
  loadingEarlier?: boolean;
  /** Where the mobile back link goes. */
  backTo?: string;
  now?: Date;
}

function OptionsIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
      <circle cx="5" cy="12" r="1.8" />
      <circle cx="12" cy="12" r="1.8" />
      <circle cx="19" cy="12" r="1.8" />
    </svg>
  );
}

function EditForm({ message, onSave, onCancel }: { message: MessageView; onSave: (body: string) => Promise<unknown>; onCancel: () => void }) {
  const [text, setText] = useState(message.body);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const id = useId();

  async function save() {
    const body = text.trim();
    if (!body) return setError('Write a message');
    if (body.length > MAX_MESSAGE_LENGTH) return setError(`A message can be at most ${MAX_MESSAGE_LENGTH.toLocaleString('en-US')} characters long`);
    setPending(true);
    try {
      await onSave(body);
      onCancel();
    } catch (failure) {
      setPending(false);
      setError(failureMessage(failure, 'The message was not changed.', 'The message was not changed: check your connection and try again.'));
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void save();
    }
  }

  return (
    <div className="w-full max-w-md">
      <label htmlFor={id} className="sr-only">
        Edit your message
      </label>
      <textarea
        id={id}
        autoFocus
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        rows={Math.min(6, Math.max(2, text.split('\n').length))}
        className="block w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-foreground focus-visible:outline-3 focus-visible:outline-ring"
      />
      {error ? (
        <p role="alert" className="mt-1 text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="mt-2 flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button size="sm" onClick={() => void save()} disabled={pending}>
          {pending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </div>
  );
}

/** One open conversation: the header with its actions, the messages by day, and the composer (or why there is none). */
export function ConversationView({
  page,
  onSend,
  onEdit,
  onDelete,
  onReport,
  onToggleMuted,
  onToggleArchived,
  onToggleBlocked,
  onLoadEarlier,
  loadingEarlier = false,
  backTo = '/messages',
  now = new Date(),
}: ConversationViewProps) {
  const { conversation, messages, seenMessageId } = page;
  const other = conversation.other;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const newest = messages[messages.length - 1];
  const lastSeenNewest = useRef<number | undefined>(newest?.id);

  // Opening a conversation moves focus to its name, so keyboard and screen-reader users land in it.
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    lastSeenNewest.current = undefined;
  }, [conversation.id]);

  // New messages: keep the newest in view and announce the other member's.
  useEffect(() => {
    const box = scrollRef.current;
    if (box) box.scrollTop = box.scrollHeight;
    if (!newest) return;
    const previous = lastSeenNewest.current;
    lastSeenNewest.current = newest.id;
    if (previous !== undefined && newest.id > previous && newest.authorId === other.id && !newest.deleted) {
      setAnnouncement(`New message from ${other.name}: ${firstLine(newest.body)}`);
    }
  }, [newest, other.id, other.name]);

  const menu: MenuItem[] = [
    { kind: 'action', label: conversation.muted ? 'Unmute' : 'Mute', onSelect: onToggleMuted },
    { kind: 'action', label: conversation.archived ? 'Move to inbox' : 'Archive', onSelect: onToggleArchived },
    { kind: 'action', label: 'Report conversation', onSelect: () => onReport(null) },
    { kind: 'action', label: conversation.blockedByMe ? `Unblock ${other.name}` : `Block ${other.name}`, onSelect: onToggleBlocked },
  ];

  let previousDay = '';
  return (
    <div className="flex h-full min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-3 border-b border-border px-4 py-3">
        <Link to={backTo} className="rounded-full px-2 py-1 text-sm font-semibold text-primary hover:bg-muted focus-visible:outline-3 focus-visible:outline-ring md:hidden">
          ‹ Back<span className="sr-only"> to messages</span>
        </Link>
        <MemberAvatar letter={other.avatarLetter} className="hidden sm:flex" />
        <div className="min-w-0 flex-1">
          <h2 ref={headingRef} tabIndex={-1} className="truncate text-lg font-bold outline-none focus-visible:outline-3 focus-visible:outline-ring">
            {other.name}
          </h2>
          <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            {conversation.context.href ? (
              <Link to={conversation.context.href} className="rounded-full focus-visible:outline-3 focus-visible:outline-ring">
                <ContextChip label={conversation.context.label} title={conversation.context.title} />
                <span className="sr-only"> (open)</span>
              </Link>
            ) : (
              <ContextChip label={conversation.context.label} title={conversation.context.title} />
            )}
            {conversation.muted ? <span>Muted</span> : null}
            {conversation.archived ? <span>Archived</span> : null}
          </div>
        </div>
        <DropdownMenu
          label="Conversation options"
          trigger={
            <span className="flex h-10 w-10 items-center justify-center rounded-full hover:bg-muted">
              <OptionsIcon />
            </span>
          }
          items={menu}
        />
      </header>

      <div ref={scrollRef} className="min-h-0 flex-1 overflow-y-auto px-4 py-4">
        {page.before !== null && onLoadEarlier ? (
          <div className="mb-4 text-center">
            <Button variant="outline" size="sm" onClick={onLoadEarlier} disabled={loadingEarlier}>
              {loadingEarlier ? 'Loading...' : 'Load earlier messages'}
            </Button>
          </div>
        ) : null}
        {messages.length === 0 ? <p className="py-8 text-center text-sm text-muted-foreground">No messages yet.</p> : null}
        <ol aria-label={`Messages with ${other.name}`} className="flex flex-col gap-2">
          {messages.map((message) => {
            const mine = message.authorId !== other.id;
            const day = dayKey(message.createdAt);
            const showDay = day !== previousDay;
            previousDay = day;
            const editable = mine && message.editable && !message.deleted && now.getTime() - Date.parse(message.createdAt) < EDIT_WINDOW_MS;
            const items: MenuItem[] = message.deleted
              ? []
              : mine
                ? [
                    ...(editable ? [{ kind: 'action' as const, label: 'Edit', onSelect: () => setEditingId(message.id) }] : []),
                    { kind: 'action' as const, label: 'Delete', onSelect: () => onDelete(message) },
                  ]
                : [{ kind: 'action' as const, label: 'Report', onSelect: () => onReport(message.id) }];
            return (
              <li key={message.id} className="flex flex-col">
                {showDay ? <h3 className="my-3 self-center rounded-full bg-muted px-3 py-1 text-xs font-semibold text-muted-foreground">{dayLabel(message.createdAt, now)}</h3> : null}
                <div className={cx('group flex items-end gap-1', mine ? 'flex-row-reverse self-end' : 'self-start')}>
                  {editingId === message.id ? (
                    <EditForm message={message} onSave={(body) => onEdit(message.id, body)} onCancel={() => setEditingId(null)} />
                  ) : (
                    <div
                      className={cx(
                        'max-w-[min(32rem,80vw)] rounded-2xl px-3.5 py-2 text-sm',
                        message.deleted ? 'border border-dashed border-border text-muted-foreground italic' : mine ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
                      )}
                    >
                      <span className="sr-only">{mine ? 'You' : other.name}: </span>
                      {message.deleted ? <p>{DELETED_MESSAGE_TEXT}</p> : <MessageText text={message.body} />}
                      <p className={cx('mt-1 text-[11px]', mine && !message.deleted ? 'text-primary-foreground/85' : 'text-muted-foreground')}>
                        <time dateTime={message.createdAt}>{clockTime(message.createdAt)}</time>
                        {message.editedAt && !message.deleted ? ' · edited' : ''}
                      </p>
                    </div>
                  )}
                  {items.length > 0 && editingId !== message.id ? (
                    <DropdownMenu
                      label={`Options for the message of ${clockTime(message.createdAt)}`}
                      trigger={
                        <span className="flex h-8 w-8 items-center justify-center rounded-full text-muted-foreground hover:bg-muted">
                          <OptionsIcon />
                        </span>
                      }
                      items={items}
                    />
                  ) : null}
                </div>
                {mine && message.id === seenMessageId ? <p className="mt-0.5 self-end text-xs text-muted-foreground">Seen</p> : null}
              </li>
            );
          })}
        </ol>
      </div>
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>

      {conversation.canReply ? (
        <Composer key={conversation.id} onSend={onSend} recipientName={other.name} />
      ) : (
        <div className="border-t border-border bg-muted/50 px-4 py-4 text-center text-sm">
          <p className="font-semibold">{CANT_REPLY_MESSAGE}</p>
          {conversation.blockedByMe ? (
            <p className="mt-1 text-muted-foreground">
              You blocked {other.name}.{' '}
              <button type="button" onClick={onToggleBlocked} className="font-semibold text-primary underline focus-visible:outline-3 focus-visible:outline-ring">
                Unblock
              </button>
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
