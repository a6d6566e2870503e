import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { conversationContextSchema } from '#core/domain/messages/messages.schema.ts';
import { MessageScreen } from '#platform/components/load-error.tsx';
import { Skeleton } from '#platform/components/ui/skeleton.tsx';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useInbox } from '../api/get-inbox.ts';
import { useStartConversation } from '../api/start-conversation.ts';
import { Composer } from './composer.tsx';

/**
 * /messages/new?type=&id=&name=: where "Message" on a guest list and "Message the host" lead. An
 * existing conversation about the same context opens at once; otherwise the first message starts it
 * (the server decides who may start what; `name` only labels the screen).
 */
export function NewConversationScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const context = conversationContextSchema.safeParse({ type: params.get('type'), id: params.get('id') });
  const name = params.get('name')?.slice(0, 100) || 'them';
  const about = params.get('about')?.slice(0, 150) ?? null;
  useDocumentMeta(`Message ${name}`);
  const active = useInbox(false);
  const archived = useInbox(true);
  const start = useStartConversation();

  const contextType = context.success ? context.data.type : null;
  const contextId = context.success ? context.data.id : null;
  const existing = [...(active.data?.conversations ?? []), ...(archived.data?.conversations ?? [])].find(
    (conversation) => conversation.context.type === contextType && conversation.context.id === contextId,
  );
  useEffect(() => {
    if (existing) navigate(`/messages/${encodeURIComponent(existing.id)}`, { replace: true });
  }, [existing, navigate]);

  if (!context.success) return <MessageScreen title="Nothing to reply to" text="This link does not say whom to write to." back={{ to: '/messages', label: 'Go to messages' }} />;
  if (active.isPending || archived.isPending || existing) {
    return (
      <div className="mx-auto max-w-2xl p-4" aria-hidden="true">
        <Skeleton className="h-40" />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <Link to="/messages" className="text-sm font-semibold text-primary underline-offset-2 hover:underline">
        ‹ Messages
      </Link>
      <h1 className="mt-3 text-2xl font-bold">Message {name}</h1>
      {about ? <p className="mt-1 text-sm text-muted-foreground">About {about}</p> : null}
      <div className="mt-6 overflow-hidden rounded-card border border-border">
        <Composer
          autoFocus
          recipientName={name}
          placeholder={`Write to ${name}…`}
          onSend={async (message) => {
            const { conversation } = await start.mutateAsync({ context: context.data, message });
            navigate(`/messages/${encodeURIComponent(conversation.id)}`, { replace: true });
          }}
        />
      </div>
    </div>
  );
}
