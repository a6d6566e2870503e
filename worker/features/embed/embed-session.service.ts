import type { Context } from 'hono';
import { isEmbedKey, originAllowed } from '#core/embed/embed-keys.schema.ts';
import { EMBED_SESSION_HEADER, EMBED_SESSION_TTL_MS, type EmbedSessionInput, isEmbedSessionToken } from '#core/embed/embed-wishlist.schema.ts';
import { hitRateLimit } from '../../db/rate-limit.repo.ts';
import type { AppBindings, SessionUser } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import { requireUser } from '../../middleware/session.ts';
import { hashToken, randomToken } from '../../services/tokens.ts';
import { type EmbedKeyRow, embedRepo } from './embed.repo.ts';
import { isProduction } from './embed-keys.service.ts';
import { embedSessionRepo } from './embed-session.repo.ts';
import { refuse } from './embed-widget.service.ts';

type Ctx = Context<AppBindings>;

/** Widget sign-ins one member may start per hour (each is a click on "Allow" in the popup). */
export const EMBED_SIGN_INS_PER_HOUR = 30;
const HOUR = 60 * 60 * 1000;

/** "Ana Lopez" → "Ana": the widget greets the member, the shop's page learns no more than that. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0]?.slice(0, 40) || 'you';
}

/** A page origin as the popup was told it: exactly `scheme://host[:port]`, lower-case, http(s) only. */
function exactOrigin(value: string): string | null {
  const text = value.trim().toLowerCase();
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text ? text : null;
  } catch {
    return null;
  }
}

/**
 * The seller's key the popup was opened for: an add-to-wishlist key, live, whose seller is its owner,
 * and whose allowed origins include the page that opened the popup. Errors speak to the shopper.
 */
async function liveSellerKey(c: Ctx, keyId: string, originText: string): Promise<{ key: EmbedKeyRow; origin: string; sellerName: string }> {
  const { db } = c.get('deps');
  const key = isEmbedKey(keyId) ? await embedRepo.findKey(db, keyId) : undefined;
  if (!key || key.widget !== 'wishlist-add')
    throw new ApiError(404, 'This shop’s Cakeday button has no valid key. The shop can copy its snippet again from Cakeday.', undefined, undefined, 'key-invalid');
  if (key.revokedAt !== null) throw new ApiError(403, 'This shop’s Cakeday button has been switched off by its owner.', undefined, undefined, 'key-revoked');
  const sellerName = key.targetKind === 'seller' && key.targetId === key.ownerId ? await embedSessionRepo.userName(db, key.ownerId) : undefined;
  if (!sellerName) throw new ApiError(403, 'This shop’s Cakeday button has been switched off.', undefined, undefined, 'key-revoked');
  const origin = exactOrigin(originText);
  if (!origin || !originAllowed(key.allowedOrigins, origin, { production: isProduction(c) })) {
    throw new ApiError(
      403,
      `The page that opened this window (${originText.slice(0, 100)}) is not one of the sites this shop’s Cakeday button may be used on.`,
      undefined,
      undefined,
      'origin-not-allowed',
    );
  }
  return { key, origin, sellerName };
}

/** Looks one client address may make at the popup's preview per ten minutes (each popup makes one). */
export const EMBED_PREVIEWS_PER_ADDRESS = 60;

/** GET /api/embed/sessions/preview: what the popup shows before the member allows anything. */
export async function embedSignInPreview(c: Ctx, keyId: string, origin: string) {
  const { db, clock } = c.get('deps');
  const limit = await hitRateLimit(db, `embed:preview:${c.get('deps').clientAddress(c)}`, EMBED_PREVIEWS_PER_ADDRESS, 10 * 60 * 1000, clock.now());
  if (!limit.allowed)
    throw new ApiError(429, 'Too many sign-in windows from your network. Please try again in a few minutes.', undefined, { 'Retry-After': String(Math.ceil(limit.retryAfterMs / 1000)) });
  const found = await liveSellerKey(c, keyId, origin);
  return { origin: found.origin, sellerName: found.sellerName };
}

/**
 * POST /api/embed/sessions, from the popup on our own origin with the member's platform session:
 * a new random token for (member, key, page origin), stored only as its SHA-256, valid for two hours.
 * The popup hands it to that origin alone (postMessage's targetOrigin).
 */
export async function mintEmbedSession(c: Ctx, input: EmbedSessionInput) {
  const user = requireUser(c);
  const { db, clock } = c.get('deps');
  const { key, origin } = await liveSellerKey(c, input.key, input.origin);
  const now = clock.now();
  const limit = await hitRateLimit(db, `embed:sign-in:${user.id}`, EMBED_SIGN_INS_PER_HOUR, HOUR, now);
  if (!limit.allowed)
    throw new ApiError(429, 'You have signed in to shops’ Cakeday buttons many times this hour. Please try again later.', undefined, { 'Retry-After': String(Math.ceil(limit.retryAfterMs / 1000)) });
  await embedSessionRepo.deleteExpiredOf(db, user.id, now);
  const token = `ces_${randomToken(24)}`;
  const expiresAt = now + EMBED_SESSION_TTL_MS;
  await embedSessionRepo.insert(db, { tokenHash: await hashToken(token), userId: user.id, keyId: key.id, origin, createdAt: now, expiresAt });
  return { token, name: firstNameOf(user.name), expiresAt: new Date(expiresAt).toISOString() };
}

/**
 * The member behind the widget's `x-embed-session` token: a live token minted for this very key and
 * handed to this very page origin (the gate has checked the origin is one of the key's). Anything
 * else — no token, an expired, ended or unknown one, one of another key or another site — is the
 * same 401, which the widget answers by offering to sign in again.
 */
export async function embedMember(c: Ctx, key: EmbedKeyRow): Promise<{ user: SessionUser; tokenHash: string }> {
  const token = c.req.header(EMBED_SESSION_HEADER);
  const refused = () => refuse(c, 401, 'embed-session-invalid', 'Please sign in to Cakeday to add this to your wishlist.');
  if (!isEmbedSessionToken(token)) throw refused();
  const tokenHash = await hashToken(token);
  const found = await embedSessionRepo.findLive(c.get('deps').db, tokenHash, c.get('deps').clock.now());
  if (!found || found.session.keyId !== key.id || found.session.origin !== (c.req.header('origin') ?? '').toLowerCase()) throw refused();
  return { user: found.user, tokenHash };
}

/** The widget's "Sign out": the token stops at once. */
export async function endEmbedSession(c: Ctx, key: EmbedKeyRow): Promise<void> {
  const { tokenHash } = await embedMember(c, key);
  await embedSessionRepo.delete(c.get('deps').db, tokenHash);
}
