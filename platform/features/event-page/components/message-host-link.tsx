import type { PublicEventView } from '#core/domain/events/event-view.schema.ts';
import { ButtonLink } from '#platform/components/ui/button.tsx';
import { MessageIcon } from '#platform/components/ui/icons.tsx';
import { useCurrentUser } from '#platform/lib/current-user.ts';

/**
 * "Message the host" for a signed-in guest whose guest row has their account: it leads to the
 * messages screen, which opens the existing conversation or starts the event-guest one.
 */
export function MessageHostLink({ event }: { event: PublicEventView }) {
  const { user } = useCurrentUser();
  const guest = event.viewer.guest;
  if (!user || event.viewer.role !== 'guest' || !guest?.linkedMember || event.status === 'cancelled') return null;
  const host = event.hosts[0] ?? 'the host';
  const params = new URLSearchParams({ type: 'event-guest', id: guest.id, name: host, about: event.title });
  return (
    <ButtonLink to={`/messages/new?${params.toString()}`} variant="outline" className="w-full gap-2">
      <MessageIcon className="h-4 w-4" />
      Message the host
    </ButtonLink>
  );
}
