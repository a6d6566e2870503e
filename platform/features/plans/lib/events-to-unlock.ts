import type { EventSummary } from '#core/domain/events/event-view.schema.ts';
import type { BillingView } from '#core/domain/money/money-view.schema.ts';

/**
 * The events a Single event can be bought for: ones the member hosts (not co-hosts), not
 * cancelled, not over, and not already unlocked. The server checks all of this again.
 */
export function eventsToUnlock(hosting: EventSummary[], billing: BillingView, now = Date.now()): EventSummary[] {
  const unlocked = new Set(billing.unlockedEvents.map((event) => event.eventId));
  return hosting.filter((event) => event.role === 'host' && event.status === 'active' && Date.parse(event.endsAt) > now && !unlocked.has(event.id));
}
