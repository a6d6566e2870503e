import { createHmac } from 'node:crypto';
import { base64Url } from './tokens.ts';

/**
 * Personal guest links. The token is HMAC-SHA256(GUEST_LINK_SECRET, "<guestId>:<version>"):
 * 256 bits nobody can guess without the secret, re-derivable so the host can copy the same link
 * again and invitations, reminders and later gift/photo messages all carry one link. Only
 * SHA-256(token) is stored, for lookup; bumping the version revokes a leaked link.
 * See docs/decisions/008-guest-links.md.
 */
export async function deriveGuestToken(secret: string, guestId: string, version: number): Promise<string> {
  // node:crypto (Workers: nodejs_compat) signs at once; WebCrypto imported the key and signed through two promises per link.
  return base64Url(createHmac('sha256', secret).update(`${guestId}:${version}`).digest());
}

/** The link a guest receives: the public event page with their token. */
export function guestLinkUrl(appUrl: string, slug: string, token: string): string {
  return `${appUrl.replace(/\/$/, '')}/e/${encodeURIComponent(slug)}?g=${encodeURIComponent(token)}`;
}

/** The guest's personal upload page (/u/:token): what they upload there carries their name. */
export function guestUploadUrl(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/$/, '')}/u/${encodeURIComponent(token)}`;
}

/** Guest tokens arrive in this header (never in logs-prone query strings on API calls). */
export const GUEST_TOKEN_HEADER = 'x-guest-token';
