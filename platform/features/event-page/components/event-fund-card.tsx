import { lazy, Suspense, type ComponentType } from 'react';
import { useCurrentUser } from '#platform/lib/current-user.ts';
import { useEventPots } from '../api/get-event-pots.ts';
import { useMyContributions } from '../api/get-my-contributions.ts';
import type { EventFundSectionProps } from './event-fund-section.tsx';

// A chunk that fails to load shows nothing, like a failed read: the page never breaks over money.
const EventFundSection = lazy((): Promise<{ default: ComponentType<EventFundSectionProps> }> =>
  import('./event-fund-section.tsx').then(
    ({ EventFundSection: Section }) => ({ default: Section }),
    () => ({ default: () => null }),
  ),
);

/**
 * "Chip in to the event fund" on the event page, for a guest (their link token) or a member. It
 * shows only when the event has open pots this viewer may pay into; a failed load shows nothing,
 * so the page never breaks over money. A guest or member also finds their own contributions here.
 */
export function EventFundCard({ slug, token }: { slug: string; token: string | null }) {
  const pots = useEventPots(slug, token);
  const { isAuthenticated } = useCurrentUser();
  const mine = useMyContributions(token, isAuthenticated);
  if (!pots.data || pots.data.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <EventFundSection pots={pots.data} mine={mine.data} token={token} />
    </Suspense>
  );
}
