import { useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import type { ConversationSummary } from '#core/domain/messages/conversation-view.schema.ts';
import { cx } from '#platform/lib/class-names.ts';
import { relativeTime } from './message-dates.ts';

export interface ConversationListProps {
  conversations: ConversationSummary[];
  /** The open conversation, marked as current. */
  activeId?: string;
  archived: boolean;
  emptyText: string;
  now?: Date;
}

export function MemberAvatar({ letter, className }: { letter: string; className?: string }) {
  return (
    <span aria-hidden="true" className={cx('flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-[#c2185b] to-[#6d28d9] text-base font-bold text-white', className)}>
      {letter}
    </span>
  );
}

export function ContextChip({ label, title }: { label: string; title: string | null }) {
  return (
    <span className="inline-flex max-w-full items-center truncate rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold text-secondary-foreground">{title ? `${label} · ${title}` : label}</span>
  );
}

/** The inbox: newest activity first; ↑/↓ move between conversations, Home/End jump to the ends. */
export function ConversationList({ conversations, activeId, archived, emptyText, now = new Date() }: ConversationListProps) {
  const listRef = useRef<HTMLUListElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    const links = Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a[data-conversation]') ?? []);
    if (links.length === 0) return;
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? links.length - 1 : event.key === 'ArrowDown' ? Math.min(links.length - 1, index + 1) : Math.max(0, index - 1);
    event.preventDefault();
    links[next]?.focus();
  }

  if (conversations.length === 0) return <p className="px-4 py-8 text-center text-sm text-muted-foreground">{emptyText}</p>;
  return (
    <ul ref={listRef} onKeyDown={onKeyDown} aria-label={archived ? 'Archived conversations' : 'Conversations'} className="divide-y divide-border">
      {conversations.map((conversation) => {
        const active = conversation.id === activeId;
        const unread = conversation.unreadCount > 0;
        return (
          <li key={conversation.id}>
            <Link
              to={`/messages/${encodeURIComponent(conversation.id)}`}
              data-conversation=""
              aria-current={active ? 'page' : undefined}
              className={cx('flex gap-3 px-4 py-3 hover:bg-muted focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-ring', active && 'bg-muted')}
            >
              <MemberAvatar letter={conversation.other.avatarLetter} />
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline gap-2">
                  <span className={cx('truncate', unread ? 'font-bold' : 'font-semibold')}>{conversation.other.name}</span>
                  {conversation.muted ? <span className="text-xs text-muted-foreground">(muted)</span> : null}
                  <time dateTime={conversation.lastMessageAt} className="ml-auto shrink-0 text-xs text-muted-foreground">
                    {relativeTime(conversation.lastMessageAt, now)}
                  </time>
                </span>
                <span className="mt-1 block">
                  <ContextChip label={conversation.context.label} title={conversation.context.title} />
                </span>
                <span className="mt-1 flex items-center gap-2">
                  <span className={cx('truncate text-sm', unread ? 'font-semibold text-foreground' : 'text-muted-foreground')}>
                    {conversation.lastMessagePreview === null ? 'No messages yet' : `${conversation.lastMessageFromMe ? 'You: ' : ''}${conversation.lastMessagePreview}`}
                  </span>
                  {unread ? (
                    <span className="ml-auto shrink-0 rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-primary-foreground">
                      {conversation.unreadCount}
                      <span className="sr-only"> unread</span>
                    </span>
                  ) : null}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
