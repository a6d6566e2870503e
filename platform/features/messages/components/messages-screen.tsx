import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { MessageView } from '#core/domain/messages/conversation-view.schema.ts';
import { LoadError } from '#platform/components/load-error.tsx';
import { ConfirmDialog } from '#platform/components/ui/confirm-dialog.tsx';
import { Skeleton } from '#platform/components/ui/skeleton.tsx';
import { toast } from '#platform/components/ui/toast-store.ts';
import { failureMessage } from '#platform/lib/api-client.ts';
import { cx } from '#platform/lib/class-names.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useSetBlocked } from '../api/block-member.ts';
import { useDeleteMessage } from '../api/delete-message.ts';
import { useEditMessage } from '../api/edit-message.ts';
import { useConversation, useLoadEarlier } from '../api/get-conversation.ts';
import { useInbox } from '../api/get-inbox.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { useReportConversation } from '../api/report-conversation.ts';
import { useSendMessage } from '../api/send-message.ts';
import { useUpdateConversation } from '../api/update-conversation.ts';
import { useInboxSync } from '../hooks/use-inbox-sync.ts';
import { ConversationList } from './conversation-list.tsx';
import { ConversationView } from './conversation-view.tsx';
import { ReportDialog } from './report-dialog.tsx';

function ListSkeleton() {
  return (
    <div className="space-y-3 p-4" aria-hidden="true">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-16" />
      ))}
    </div>
  );
}

function OpenConversation({ id }: { id: string }) {
  const query = useConversation(id);
  const send = useSendMessage(id);
  const edit = useEditMessage(id);
  const remove = useDeleteMessage(id);
  const read = useMarkRead(id);
  const settings = useUpdateConversation(id);
  const block = useSetBlocked(id);
  const report = useReportConversation(id);
  const earlier = useLoadEarlier(id);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<MessageView | null>(null);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [reporting, setReporting] = useState<{ messageId: number | null } | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const requestedRead = useRef(0);

  const page = query.data;
  const newest = page?.messages[page.messages.length - 1];
  const lastRead = page?.conversation.lastReadMessageId ?? 0;
  // Reading the conversation while the tab is visible marks it read (the other member sees "Seen").
  useEffect(() => {
    if (!newest || newest.id <= lastRead) return;
    const mark = () => {
      if (document.visibilityState !== 'visible' || requestedRead.current >= newest.id) return;
      requestedRead.current = newest.id;
      read.mutate(newest.id);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [newest?.id, lastRead]);

  if (query.isPending) return <ListSkeleton />;
  if (query.isError || !page) {
    return (
      <LoadError
        error={query.error}
        failedTitle="This conversation could not be loaded"
        notFoundTitle="Conversation not found"
        notFoundText="It does not exist, or you are not one of its members."
        back={{ to: '/messages', label: 'Back to messages' }}
      />
    );
  }
  const other = page.conversation.other;

  const fail = (what: string) => (failure: unknown) => setActionError(failureMessage(failure, `${what} did not work.`, `${what} did not work: check your connection and try again.`));
  return (
    <>
      {actionError ? (
        <p role="alert" className="border-b border-border bg-danger-surface px-4 py-2 text-sm text-danger-text">
          {actionError}
        </p>
      ) : null}
      <ConversationView
        page={page}
        onSend={(body) => send.mutateAsync(body)}
        onEdit={(messageId, body) => edit.mutateAsync({ messageId, body })}
        onDelete={setDeleting}
        onReport={(messageId) => setReporting({ messageId })}
        onToggleMuted={() => {
          setActionError(null);
          settings.mutate(
            { muted: !page.conversation.muted },
            {
              onSuccess: (c) => toast({ title: c.muted ? 'Conversation muted' : 'Conversation unmuted', description: c.muted ? 'No emails about new messages here.' : undefined }),
              onError: fail('Muting'),
            },
          );
        }}
        onToggleArchived={() => {
          setActionError(null);
          settings.mutate(
            { archived: !page.conversation.archived },
            {
              onSuccess: (c) => {
                toast({ title: c.archived ? 'Conversation archived' : 'Moved to your inbox' });
                if (c.archived) navigate('/messages');
              },
              onError: fail('Archiving'),
            },
          );
        }}
        onToggleBlocked={() => {
          setActionError(null);
          if (page.conversation.blockedByMe) block.mutate(false, { onSuccess: () => toast({ title: `${other.name} is unblocked` }), onError: fail('Unblocking') });
          else setConfirmBlock(true);
        }}
        onLoadEarlier={page.before === null ? undefined : () => earlier.mutate(page.before!)}
        loadingEarlier={earlier.isPending}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this message?"
        description={`${other.name} will see “message deleted” instead.`}
        cancelLabel="Keep it"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
            onError: (failure) => {
              setDeleting(null);
              fail('Deleting')(failure);
            },
          })
        }
      />
      <ConfirmDialog
        open={confirmBlock}
        onClose={() => setConfirmBlock(false)}
        title={`Block ${other.name}?`}
        description="Neither of you will be able to send messages to the other, here or anywhere on Cakeday. You can unblock later."
        cancelLabel="Cancel"
        confirmLabel="Block"
        pendingLabel="Blocking..."
        pending={block.isPending}
        onConfirm={() =>
          block.mutate(true, {
            onSuccess: () => {
              setConfirmBlock(false);
              toast({ title: `${other.name} is blocked` });
            },
            onError: (failure) => {
              setConfirmBlock(false);
              fail('Blocking')(failure);
            },
          })
        }
      />
      <ReportDialog
        open={reporting !== null}
        onClose={() => setReporting(null)}
        messageId={reporting?.messageId ?? null}
        otherName={other.name}
        onReport={async (input) => {
          const answer = await report.mutateAsync(input);
          toast({ title: 'Report sent', description: answer.message });
        }}
      />
    </>
  );
}

/** /messages and /messages/:id: the inbox beside the open conversation (one at a time on a phone). */
export function MessagesScreen() {
  const { id } = useParams();
  const [archived, setArchived] = useState(false);
  useDocumentMeta('Messages');
  const inbox = useInbox(archived);
  const active = useInbox(false);
  // The active inbox's cursor is where live syncing starts, whichever list is on screen.
  useInboxSync(active.data?.cursor);

  return (
    <div className="mx-auto flex h-[calc(100dvh-4rem)] max-w-6xl md:px-4 md:py-4">
      <section aria-labelledby="messages-heading" className={cx('min-h-0 w-full flex-col border-border md:flex md:w-80 md:shrink-0 md:rounded-l-card md:border', id ? 'hidden' : 'flex')}>
        <div className="flex items-center gap-2 border-b border-border px-4 py-3">
          <h1 id="messages-heading" className="text-xl font-bold">
            {archived ? 'Archived' : 'Messages'}
          </h1>
          <button
            type="button"
            onClick={() => setArchived((value) => !value)}
            aria-pressed={archived}
            className="ml-auto rounded-full px-3 py-1.5 text-sm font-semibold text-primary hover:bg-muted focus-visible:outline-3 focus-visible:outline-ring"
          >
            {archived ? 'Back to inbox' : 'Archived'}
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">
          {inbox.isPending ? (
            <ListSkeleton />
          ) : inbox.isError ? (
            <p role="alert" className="p-4 text-sm text-destructive">
              {failureMessage(inbox.error, 'Your messages could not be loaded.', 'Your messages could not be loaded: check your connection.')}
            </p>
          ) : (
            <ConversationList
              conversations={inbox.data.conversations}
              activeId={id}
              archived={archived}
              emptyText={archived ? 'No archived conversations.' : 'No messages yet. Conversations start from an event’s guest list or page.'}
            />
          )}
        </div>
      </section>
      <section aria-label="Conversation" className={cx('min-h-0 flex-1 flex-col border-border md:flex md:rounded-r-card md:border md:border-l-0', id ? 'flex' : 'hidden')}>
        {id ? (
          <OpenConversation key={id} id={id} />
        ) : (
          <div className="m-auto p-8 text-center text-muted-foreground">
            <p>Choose a conversation to read it.</p>
            <p className="mt-2 text-sm">
              Hosts message guests from the{' '}
              <Link to="/dashboard" className="font-semibold text-primary underline">
                guest list
              </Link>{' '}
              of an event.
            </p>
          </div>
        )}
      </section>
    </div>
  );
}
