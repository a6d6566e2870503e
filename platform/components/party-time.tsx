import { partyAndViewerTime } from '#core/domain/events/event-time.rules.ts';
import { browserTimeZone } from '#platform/lib/time-zones.ts';

/**
 * A party's time in the party's own zone, naming it, and the viewer's own time beside it when
 * their clock reads differently: the rule every screen showing a party's time follows (the public
 * event page draws its start and end the same way). `at` is an ISO instant with its offset, never
 * a local time, which a browser elsewhere would read in its own zone.
 */
export function PartyTime({ at, timeZone, viewerZone = browserTimeZone() }: { at: string | number; timeZone: string; viewerZone?: string }) {
  const { party, viewer } = partyAndViewerTime(typeof at === 'number' ? at : Date.parse(at), timeZone, viewerZone);
  return (
    <>
      {party}
      {viewer ? <span className="text-muted-foreground"> (your time: {viewer})</span> : null}
    </>
  );
}
