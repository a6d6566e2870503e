import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { muteLinkInputSchema } from '#core/domain/messages/messages.schema.ts';
import { MessageScreen, toHome } from '#platform/components/load-error.tsx';
import { Spinner } from '#platform/components/ui/spinner.tsx';
import { failureMessage } from '#platform/lib/api-client.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useMuteByLink } from '../api/mute-by-link.ts';

/** /messages/mute?c=&u=&t=: the unread-message email's mute link; works without signing in. */
export function MuteLinkScreen() {
  const [params] = useSearchParams();
  useDocumentMeta('Mute conversation');
  const mute = useMuteByLink();
  const input = muteLinkInputSchema.safeParse({ conversationId: params.get('c'), memberId: params.get('u'), token: params.get('t') });
  const sent = useRef(false);

  useEffect(() => {
    // Once: a remount (Strict Mode) must not post twice.
    if (!input.success || sent.current) return;
    sent.current = true;
    mute.mutate(input.data);
  });

  if (!input.success) return <MessageScreen title="This mute link is not complete" text="Open the conversation in Cakeday and mute it there." back={toHome} />;
  if (mute.isError) {
    return (
      <MessageScreen
        title="The conversation was not muted"
        text={failureMessage(mute.error, 'This mute link is not valid. Open the conversation and mute it there.', 'Check your connection and reload this page.')}
        back={toHome}
      />
    );
  }
  if (mute.isSuccess) {
    const who = mute.data.otherName;
    return (
      <MessageScreen
        title="Conversation muted"
        text={`You will get no more emails about new messages${who ? ` from ${who}` : ''} in this conversation. You can unmute it in Messages.`}
        back={{ to: '/messages', label: 'Open messages' }}
      />
    );
  }
  return (
    <div className="flex justify-center py-24">
      <Spinner label="Muting the conversation..." />
    </div>
  );
}
