import { ApiRequestError } from '../lib/api-client.ts';
import { ButtonLink } from './ui/button.tsx';

export type PlanLimitCode = 'event_limit' | 'guest_limit';

/**
 * The `code` the API sends beside a plan-limit refusal (403 {error, code}); null for any other
 * failure. Screens that add events or guests use it to offer the way past the limit.
 */
export function planLimitCode(error: unknown): PlanLimitCode | null {
  if (!(error instanceof ApiRequestError)) return null;
  try {
    const body: unknown = JSON.parse(error.bodyText);
    const code = body && typeof body === 'object' && 'code' in body ? body.code : null;
    return code === 'event_limit' || code === 'guest_limit' ? code : null;
  } catch {
    return null;
  }
}

/**
 * Shown under a plan-limit message: the two ways past it. `eventId` preselects the event on
 * /buy-single-event (a guest limit is about one event; the event limit is about the next one).
 */
export function PlanLimitHelp({ eventId }: { eventId?: string }) {
  const single = eventId ? `/buy-single-event?event=${encodeURIComponent(eventId)}` : '/buy-single-event';
  return (
    <div className="flex flex-wrap gap-3">
      <ButtonLink to="/pricing" size="sm">
        See plans
      </ButtonLink>
      <ButtonLink to={single} size="sm" variant="outline">
        Buy a single event
      </ButtonLink>
    </div>
  );
}
