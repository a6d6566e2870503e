/**
 * Embed keys' rules without zod (decision 027), so the SDK's widgets can use them within their size
 * budget: the key format, allowed origins, and the shapes the widget API answers with.
 */
import type { WidgetName } from './embed-contract.ts';

/**
 * What a key points at: an event (`rsvp`), a pot (`contribution`), one venue or all the published
 * venues of one owner (`venue-search`, target id = the owner's user id; decision 030); seller follows.
 */
export const embedTargetKinds = ['event', 'pot', 'venue', 'seller', 'venue-owner'] as const;
export type EmbedTargetKind = (typeof embedTargetKinds)[number];

/** Which target kind each widget takes; a widget missing here cannot get a key yet. */
export const widgetTargetKinds: Partial<Record<WidgetName, EmbedTargetKind>> = { rsvp: 'event', contribution: 'pot', 'venue-search': 'venue', 'wishlist-add': 'seller' };
/** The venue widget takes one venue, or every published venue of the key's owner (decision 030). */
export const venueKeyTargetKinds = ['venue', 'venue-owner'] as const satisfies readonly EmbedTargetKind[];

export const EMBED_KEY_PREFIX = 'ck_pub_';
export const MAX_ALLOWED_ORIGINS = 20;
export const MAX_KEYS_PER_MEMBER = 100;

/** `ck_pub_` and 24 URL-safe characters; anything else is not worth a database lookup. */
export const EMBED_KEY_PATTERN = /^ck_pub_[A-Za-z0-9_-]{20,40}$/;

export function isEmbedKey(value: unknown): value is string {
  return typeof value === 'string' && EMBED_KEY_PATTERN.test(value);
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** `http://localhost:*`: any port of a loopback host, for a site owner's local development. */
const LOOPBACK_ANY_PORT = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\]):\*$/;

export type OriginResult = { ok: true; origin: string } | { ok: false; message: string };

/**
 * Normalizes one allowed origin as a host writes it. Production takes only exact
 * `https://host[:port]` origins; elsewhere loopback `http://` origins are allowed too, including
 * `http://127.0.0.1:*` (any port). No paths, wildcards in host names, credentials or queries:
 * the browser's `Origin` header is compared with these strings exactly.
 */
export function normalizeAllowedOrigin(input: string, options: { production: boolean }): OriginResult {
  const text = input.trim().toLowerCase();
  const fail = (message: string): OriginResult => ({ ok: false, message: `"${input.trim().slice(0, 80)}": ${message}` });
  if (!text) return { ok: false, message: 'An allowed origin cannot be empty.' };
  if (text.length > 200) return fail('an origin is at most 200 characters long.');
  if (LOOPBACK_ANY_PORT.test(text)) {
    return options.production ? fail('local addresses can be allowed only outside production.') : { ok: true, origin: text };
  }
  if (text.includes('*')) return fail('wildcards are not allowed; list each origin exactly, like https://shop.example.com.');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return fail('write an origin like https://example.com or https://example.com:8443.');
  }
  if (url.username || url.password) return fail('an origin has no user name or password.');
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || /^[a-z]+:\/\/[^/]+\/.+/.test(text)) {
    return fail('an origin has no path, query or fragment: only https://host[:port].');
  }
  const loopback = LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol === 'https:') {
    if (loopback && options.production) return fail('local addresses can be allowed only outside production.');
    return { ok: true, origin: url.origin };
  }
  if (url.protocol === 'http:' && loopback) {
    return options.production ? fail('local addresses can be allowed only outside production.') : { ok: true, origin: url.origin };
  }
  return fail('only https:// origins can embed widgets.');
}

/**
 * Whether a page's `Origin` header is one of a key's allowed origins. Loopback patterns count only
 * outside production, so a key created on a development server is refused if it ever reaches one.
 */
export function originAllowed(allowed: readonly string[], origin: string | undefined, options: { production: boolean }): boolean {
  if (!origin || origin === 'null') return false;
  const candidate = origin.toLowerCase();
  for (const entry of allowed) {
    if (entry === candidate) {
      if (options.production && candidate.startsWith('http:')) return false;
      return true;
    }
    const pattern = LOOPBACK_ANY_PORT.exec(entry);
    if (pattern && !options.production && new RegExp(`^http://${pattern[1]!.replace(/[.[\]]/g, '\\$&')}:\\d{1,5}$`).test(candidate)) return true;
  }
  return false;
}

/** A key as the API lists it to its owner. */
export interface EmbedKeyView {
  id: string;
  widget: WidgetName;
  /** `title`: the event's or the pot's; `slug`: the event's (a pot's event for a pot key). */
  target: { kind: EmbedTargetKind; id: string; title: string | null; slug: string | null };
  label: string | null;
  allowedOrigins: string[];
  createdAt: string;
  revokedAt: string | null;
}

/** The event card the RSVP widget shows (GET /api/embed/v1/rsvp). */
export interface EmbedRsvpCard {
  slug: string;
  title: string;
  celebrantName: string | null;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  /** The place only when the event shows it publicly (never the street address to visitors). */
  location: string | null;
  inviteOnly: boolean;
  rsvpOpen: boolean;
  plusOnesAllowed: number;
  spotsLeft: number | null;
  /** The guest behind the link token, when one was sent and belongs to this event. */
  guest: { name: string; response: 'pending' | 'going' | 'maybe' | 'declined' | 'waitlisted'; partySize: number; plusOneNames: string[]; plusOnesAllowed: number } | null;
}

export interface EmbedRsvpResult {
  status: 'going' | 'maybe' | 'declined' | 'waitlisted';
  partySize: number;
  /** After an open RSVP: the guest's own link on Cakeday, to change the answer later. */
  link?: string;
}

/** The pot card the contribution widget shows (GET /api/embed/v1/contribution). */
export interface EmbedContributionCard {
  id: string;
  title: string;
  description: string | null;
  eventTitle: string;
  celebrantName: string | null;
  minCents: number;
  maxCents: number;
  targetCents: number | null;
  raisedCents: number;
  status: 'open' | 'closed';
  /** "Demo payment — no money moves" while the demo provider is in use, shown beside every amount. */
  providerLabel: string | null;
  /** The guest behind the link token, when one was sent and belongs to the pot's event; paying needs one. */
  guest: { name: string } | null;
  /** The pot's event page on Cakeday, where members can sign in and chip in without a guest link. */
  eventUrl: string;
}

/** A contribution as the widget follows it (POST answer and GET /api/embed/v1/contribution/:id). */
export interface EmbedContributionState {
  id: string;
  potId: string;
  amountCents: number;
  status: 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'refunded' | 'released';
  heldUntil: string | null;
}

/** POST /api/embed/v1/contribution: the pending contribution and the checkout page to open in the popup. */
export interface EmbedContributionStart {
  contribution: EmbedContributionState;
  checkoutUrl: string;
}

/**
 * What the page the checkout returns to (on Cakeday's origin, in the popup) posts to its opener,
 * the widget's page. It carries no data beyond the contribution's id, which the widget already has:
 * the widget asks the API for the status itself.
 */
export const CHECKOUT_RETURN_MESSAGE = 'cakeday:checkout-returned';
export interface CheckoutReturnMessage {
  type: typeof CHECKOUT_RETURN_MESSAGE;
  contributionId: string;
  cancelled: boolean;
}
