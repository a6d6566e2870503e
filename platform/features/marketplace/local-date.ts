import { utcToZonedLocal } from '#core/domain/events/event-time.rules.ts';
import { browserTimeZone } from '#platform/lib/time-zones.ts';

/** Today's calendar date (YYYY-MM-DD) on the viewer's own clock: the earliest a date field offers. */
export function todayOnViewersClock(now: number = Date.now()): string {
  return utcToZonedLocal(now, browserTimeZone()).slice(0, 10);
}
