/**
 * The RSVP widget's pure rules: reading its options and formatting the event's time for the
 * viewer. DOM-free and zod-free so they are tested in Node and cost little in the widget's chunk.
 */
import { EMBED_KEY_PATTERN } from '../../core/embed/embed-keys.rules.ts';
import { guestTokenOf } from '../core/guest-token.rules.ts';

export type RsvpOptions = { ok: true; key: string; event: string; guest: string | null } | { ok: false; message: string };

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/i;

/**
 * `data-key` (required, `ck_pub_…`), `data-event` (the event's slug, checked against the key) and
 * the guest's link token from `data-guest` or the page URL's `g` parameter.
 *
 * @example
 * readRsvpOptions({ key: 'ck_pub_…', event: 'mias-7th' }, 'https://example.com/party?g=abc')
 * // → { ok: true, key: 'ck_pub_…', event: 'mias-7th', guest: 'abc' }
 */
export function readRsvpOptions(options: Record<string, string>, pageUrl: string): RsvpOptions {
  const key = options.key ?? '';
  if (!key) return { ok: false, message: 'The RSVP widget needs its key: add data-key="ck_pub_…" from your Cakeday Embed page.' };
  if (!EMBED_KEY_PATTERN.test(key)) return { ok: false, message: `data-key="${key.slice(0, 40)}" is not a Cakeday key; copy it again from your Cakeday Embed page.` };
  const event = options.event ?? '';
  if (event && !SLUG.test(event)) return { ok: false, message: `data-event="${event.slice(0, 40)}" is not an event's address name (like mias-7th).` };
  return { ok: true, key, event, guest: guestTokenOf(options.guest, pageUrl) };
}

/**
 * The event's start in the party's own zone, naming it, and the viewer's own time beside it when
 * their clock reads differently (a grandparent abroad sees both), as the party's page on Cakeday
 * says it: the party's time is the one on the invitation.
 */
export function formatEventTime(startsAt: string, eventZone: string, viewerZone?: string, locale?: string): { party: string; viewer: string | null } {
  const date = new Date(startsAt);
  const options: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };
  const inZone = (timeZone: string) => new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(date);
  const viewer = inZone(viewerZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
  try {
    const party = inZone(eventZone);
    return { party, viewer: viewer === party ? null : viewer };
  } catch {
    // A zone this browser cannot name: the viewer's own time is all it can say.
    return { party: viewer, viewer: null };
  }
}

export type Answer = 'going' | 'maybe' | 'declined';

/** Said when the form is sent before the guest chose an answer (none is chosen for them). */
export const ANSWER_MISSING = 'Choose Going, Maybe or Can’t go, then send your answer.';

/** What the status line says after an answer was saved. */
export function answerMessage(status: 'going' | 'maybe' | 'declined' | 'waitlisted', partySize: number): string {
  if (status === 'waitlisted') return 'The event is full, so you are on the waitlist. The host will let you know if a spot opens up.';
  if (status === 'going') return partySize > 1 ? `Thanks! You are going, party of ${partySize}.` : 'Thanks! You are going.';
  if (status === 'maybe') return 'Thanks! Your answer is maybe.';
  return 'Thanks for letting the host know you can’t go.';
}
