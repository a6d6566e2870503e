import type { Context } from 'hono';
import type { OpenRsvpInput, RsvpInput } from '#core/domain/events/guest.schema.ts';
import { rsvpOpen } from '#core/domain/events/rsvp.rules.ts';
import type { ContributionMineView, PotPublicView } from '#core/domain/money/money-view.schema.ts';
import { type EmbedContributionCard, type EmbedContributionState, type EmbedRsvpCard, isEmbedKey, originAllowed } from '#core/embed/embed-keys.schema.ts';
import type { WidgetName } from '#core/embed/embed-contract.ts';
import { hitRateLimit } from '../../db/rate-limit.repo.ts';
import type { AppBindings } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import { GUEST_TOKEN_HEADER } from '../../services/guest-links.ts';
import { hashToken } from '../../services/tokens.ts';
import { type EmbedEventRow, type EmbedGuestRow, type EmbedKeyRow, type EmbedPotRow, embedRepo } from './embed.repo.ts';
import { isProduction } from './embed-keys.service.ts';

type Ctx = Context<AppBindings>;
/** What an answer gives back of the guest's row: the widget shows the answer and hands out the link. */
type EmbedAnswer = Pick<EmbedGuestRow, 'id' | 'linkVersion' | 'rsvpStatus' | 'partySize'>;

/**
 * What the RSVP widget needs from the events feature, handed in by createApp (decision 027): the
 * answer itself (seat claims, waitlist, activity, messages) stays in one place instead of a copy.
 */
export interface EmbedRsvpPort {
  answerRsvp(c: Ctx, event: EmbedEventRow, guest: EmbedGuestRow, input: RsvpInput): Promise<EmbedAnswer>;
  openRsvp(c: Ctx, event: EmbedEventRow, viewer: { role: 'visitor'; guest: null; user: null }, input: OpenRsvpInput): Promise<EmbedAnswer>;
  guestLinkFor(c: Ctx, event: Pick<EmbedEventRow, 'slug'>, guest: Pick<EmbedGuestRow, 'id' | 'linkVersion'>): Promise<string>;
}

/**
 * What the contribution widget needs from the money feature, handed in by createApp (decision 029):
 * the pot as the caller may see it, the start of a contribution (limits, rate limit, checkout
 * session) and its status after the checkout, each the money feature's own function. The caller's
 * guest link travels in the `x-guest-token` header that those functions already read.
 */
export interface EmbedContributionPort {
  visiblePotView(c: Ctx, potId: string): Promise<PotPublicView>;
  startContribution(c: Ctx, potId: string, options: { returnPath: (contributionId: string) => string }): Promise<{ contribution: ContributionMineView; checkoutUrl: string }>;
  followContribution(c: Ctx, contributionId: string): Promise<ContributionMineView>;
}

const TEN_MINUTES = 10 * 60 * 1000;
/** Widget calls one client address may make per key in ten minutes (a page load is one or two). */
export const EMBED_CALLS_PER_ADDRESS = 60;
/** Widget calls per key in ten minutes, across all visitors of the embedding site. */
export const EMBED_CALLS_PER_KEY = 3000;

export type EmbedErrorCode =
  | 'key-invalid'
  | 'key-revoked'
  | 'origin-not-allowed'
  | 'rate-limited'
  | 'event-mismatch'
  | 'event-gone'
  | 'pot-mismatch'
  | 'pot-gone'
  | 'guest-link-required'
  | 'embed-session-invalid'
  | 'seller-gone'
  | 'preview-only'
  | 'venue-gone'
  | 'venue-mismatch'
  | 'booking-gone';

/**
 * Refusals are readable by the calling page (its origin is echoed) so the widget can show why
 * it stops; they carry no data. Successful answers go only to the key's allowed origins.
 */
export function refuse(c: Ctx, status: 400 | 401 | 403 | 404 | 429, code: EmbedErrorCode, message: string, extra: Record<string, string> = {}): ApiError {
  const origin = c.req.header('origin');
  const headers: Record<string, string> = { Vary: 'Origin', 'Cache-Control': 'no-store', ...extra };
  if (origin && origin !== 'null') headers['Access-Control-Allow-Origin'] = origin;
  return new ApiError(status, message, undefined, headers, code);
}

function minutesText(ms: number) {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

async function limit(c: Ctx, key: string, max: number, windowMs: number, message: (wait: string) => string) {
  const { db, clock } = c.get('deps');
  const result = await hitRateLimit(db, key, max, windowMs, clock.now());
  if (!result.allowed) {
    throw refuse(c, 429, 'rate-limited', message(minutesText(result.retryAfterMs)), { 'Retry-After': String(Math.ceil(result.retryAfterMs / 1000)) });
  }
}

/** Our own origin: APP_URL's, else the one this request came in on. */
function cakedayOrigins(c: Ctx): string[] {
  const own = new URL(c.req.url).origin;
  const app = c.get('deps').env.APP_URL;
  return app ? [new URL(app).origin, own] : [own];
}

/**
 * A call from a page on Cakeday's own origin: the Embed page's live preview (decision 032). The
 * browser sends no Origin on a same-origin GET, so `Sec-Fetch-Site: same-origin` counts too (both
 * are headers a page's script cannot set). Any key may be previewed there — a key is public and the
 * card is what every allowed site shows — but a preview only reads: it sends no answers, starts no
 * payments and is not counted in the key's stats.
 */
export function isPreviewCall(c: Ctx): boolean {
  const origin = c.req.header('origin');
  if (origin) return cakedayOrigins(c).includes(origin);
  return c.req.header('sec-fetch-site') === 'same-origin';
}

/** The key of a preflight or call, when it exists, is not revoked and allows this origin. */
export async function allowedKeyFor(c: Ctx): Promise<EmbedKeyRow | undefined> {
  const id = c.req.query('key');
  if (!isEmbedKey(id)) return undefined;
  const key = await embedRepo.findKey(c.get('deps').db, id);
  if (!key || key.revokedAt !== null) return undefined;
  return originAllowed(key.allowedOrigins, c.req.header('origin'), { production: isProduction(c) }) ? key : undefined;
}

/**
 * The gate in front of every widget call: a known key for this widget, not revoked, called from a
 * page on one of its allowed origins (the browser's Origin header), within the per-address and
 * per-key limits. Sets the CORS answer for that one origin.
 */
export async function gateWidgetCall(c: Ctx, widget: WidgetName): Promise<EmbedKeyRow> {
  const { db } = c.get('deps');
  const id = c.req.query('key');
  if (!isEmbedKey(id)) {
    throw refuse(c, 403, 'key-invalid', 'This Cakeday widget has no valid key (data-key="ck_pub_…"). The site owner can copy the snippet again from Cakeday.');
  }
  const address = c.get('deps').clientAddress(c);
  await limit(c, `embed:addr:${id}:${address}`, EMBED_CALLS_PER_ADDRESS, TEN_MINUTES, (wait) => `Too many requests from your network. Please try again in ${wait}.`);
  const key = await embedRepo.findKey(db, id);
  if (!key || key.widget !== widget) {
    throw refuse(c, 403, 'key-invalid', 'This Cakeday widget’s key is not valid for this widget. The site owner can copy the snippet again from Cakeday.');
  }
  if (key.revokedAt !== null) throw refuse(c, 403, 'key-revoked', 'This widget has been switched off by its owner.');
  const origin = c.req.header('origin');
  const preview = isPreviewCall(c);
  if (preview && c.req.method !== 'GET') {
    throw refuse(c, 403, 'preview-only', 'This is the preview on Cakeday: it shows the widget but sends nothing. Answers are sent from the widget on your own site.');
  }
  if (!preview && !originAllowed(key.allowedOrigins, origin, { production: isProduction(c) })) {
    throw refuse(
      c,
      403,
      'origin-not-allowed',
      origin && origin !== 'null'
        ? `This site (${origin.slice(0, 100)}) is not allowed to show this Cakeday widget. The key’s owner can add it to the key’s allowed sites.`
        : 'Cakeday widgets answer only web pages on the sites their key allows.',
    );
  }
  await limit(c, `embed:key:${id}`, EMBED_CALLS_PER_KEY, TEN_MINUTES, (wait) => `This widget is very busy right now. Please try again in ${wait}.`);
  if (!preview) c.header('Access-Control-Allow-Origin', origin!);
  c.header('Vary', 'Origin');
  c.header('Cache-Control', 'private, no-store');
  return key;
}

/** The key's event, while its owner still hosts or co-hosts it. */
export async function keyEvent(c: Ctx, key: EmbedKeyRow, slug?: string): Promise<EmbedEventRow> {
  const { db } = c.get('deps');
  const event = key.targetKind === 'event' ? await embedRepo.findEvent(db, key.targetId) : undefined;
  if (!event) throw refuse(c, 404, 'event-gone', 'This event is no longer on Cakeday.');
  if (!(await embedRepo.managesEvent(db, event, key.ownerId))) {
    throw refuse(c, 403, 'key-revoked', 'This widget has been switched off: its key’s owner no longer hosts this event.');
  }
  if (slug !== undefined && slug !== '' && slug !== event.slug) {
    throw refuse(c, 400, 'event-mismatch', `This widget’s key is for another event than data-event="${slug.slice(0, 60)}". Copy the snippet again from Cakeday.`);
  }
  return event;
}

/** The guest behind a link token, only when it belongs to this event. */
export async function guestOf(c: Ctx, event: EmbedEventRow, token: string | undefined): Promise<EmbedGuestRow | undefined> {
  if (!token || token.length > 200) return undefined;
  const guest = await embedRepo.findGuestByTokenHash(c.get('deps').db, await hashToken(token));
  return guest && guest.eventId === event.id ? guest : undefined;
}

/** The event's card as the public page shows it to the same viewer: the place only for its guests. */
export async function rsvpCard(c: Ctx, event: EmbedEventRow): Promise<EmbedRsvpCard> {
  const { db, clock } = c.get('deps');
  const guest = await guestOf(c, event, c.req.header(GUEST_TOKEN_HEADER));
  const spotsLeft = event.capacity === null ? null : Math.max(0, event.capacity - (await embedRepo.seatsTaken(db, event.id)));
  return {
    slug: event.slug,
    title: event.title,
    celebrantName: event.celebrantName,
    startsAt: new Date(event.startsAt).toISOString(),
    endsAt: new Date(event.endsAt).toISOString(),
    timeZone: event.timeZone,
    location: guest ? event.location : null,
    inviteOnly: event.inviteOnly,
    rsvpOpen: rsvpOpen(event, clock.now()),
    plusOnesAllowed: guest?.plusOnesAllowed ?? event.plusOnesAllowed,
    spotsLeft,
    guest: guest ? { name: guest.name, response: guest.rsvpStatus, partySize: guest.partySize, plusOneNames: guest.plusOneNames, plusOnesAllowed: guest.plusOnesAllowed } : null,
  };
}

/** The key's pot and its event, while the key's owner still hosts or co-hosts the event (and is not its celebrant). */
export async function keyPot(c: Ctx, key: EmbedKeyRow, potId?: string): Promise<{ pot: EmbedPotRow; event: EmbedEventRow }> {
  const { db } = c.get('deps');
  const pot = key.targetKind === 'pot' ? await embedRepo.findPot(db, key.targetId) : undefined;
  const event = pot ? await embedRepo.findEvent(db, pot.eventId) : undefined;
  if (!pot || !event) throw refuse(c, 404, 'pot-gone', 'This pot is no longer on Cakeday.');
  if (!(await embedRepo.managesEvent(db, event, key.ownerId)) || (await embedRepo.isCelebrant(db, event.id, key.ownerId))) {
    throw refuse(c, 403, 'key-revoked', 'This widget has been switched off: its key’s owner no longer hosts this event.');
  }
  if (potId !== undefined && potId !== '' && potId !== pot.id) {
    throw refuse(c, 400, 'pot-mismatch', `This widget’s key is for another pot than data-pot="${potId.slice(0, 60)}". Copy the snippet again from Cakeday.`);
  }
  return { pot, event };
}

/**
 * The guest behind the request's link token for this pot's event. Paying from a widget needs one:
 * widgets call without the visitor's Cakeday session, and the 24-hour cancel needs someone to come
 * back as (decision 029). A token of another event or a stale one is refused the same way.
 */
export async function payingGuest(c: Ctx, event: EmbedEventRow): Promise<EmbedGuestRow> {
  const guest = await guestOf(c, event, c.req.header(GUEST_TOKEN_HEADER));
  if (!guest) {
    throw refuse(c, 403, 'guest-link-required', 'Open the personal link from your invitation to chip in here, or chip in on the party’s Cakeday page.');
  }
  return guest;
}

export function eventUrlOf(c: Ctx, event: Pick<EmbedEventRow, 'slug'>): string {
  const origin = (c.get('deps').env.APP_URL ?? new URL(c.req.url).origin).replace(/\/$/, '');
  return `${origin}/e/${encodeURIComponent(event.slug)}`;
}

/**
 * The pot's card. An invite-only party's pot shows only to its guests (the money feature's rule);
 * the widget says how to get in rather than "not found", since its owner chose to show it.
 */
export async function contributionCard(c: Ctx, port: EmbedContributionPort, pot: EmbedPotRow, event: EmbedEventRow): Promise<EmbedContributionCard> {
  const guest = await guestOf(c, event, c.req.header(GUEST_TOKEN_HEADER));
  if (!guest && event.inviteOnly) {
    throw refuse(c, 403, 'guest-link-required', 'This party is invite-only: open the personal link from your invitation to see its pot.');
  }
  const view = await port.visiblePotView(c, pot.id);
  return {
    id: view.id,
    title: view.title,
    description: view.description,
    eventTitle: view.eventTitle,
    celebrantName: view.celebrantName,
    minCents: view.minCents,
    maxCents: view.maxCents,
    targetCents: view.targetCents,
    raisedCents: view.raisedCents,
    status: view.status,
    providerLabel: view.providerLabel,
    guest: guest ? { name: guest.name } : null,
    eventUrl: eventUrlOf(c, event),
  };
}

export function contributionState(view: ContributionMineView): EmbedContributionState {
  return { id: view.id, potId: view.potId, amountCents: view.amountCents, status: view.status, heldUntil: view.heldUntil };
}
