import { base64Url } from './tokens.ts';

/**
 * Personal guest links. The token is HMAC-SHA256(GUEST_LINK_SECRET, "<guestId>:<version>"):
 * 256 bits nobody can guess without the secret, re-derivable so the host can copy the same link
 * again and invitations, reminders and later gift/photo messages all carry one link. Only
 * SHA-256(token) is stored, for lookup; bumping the version revokes a leaked link.
 * See docs/decisions/008-guest-links.md.
 */
export async function deriveGuestToken(secret: string, guestId: string, version: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${guestId}:${version}`));
  return base64Url(new Uint8Array(signature));
}

/** The link a guest receives: the public event page with their token. */
export function guestLinkUrl(appUrl: string, slug: string, token: string): string {
  return `${appUrl.replace(/\/$/, '')}/e/${encodeURIComponent(slug)}?g=${encodeURIComponent(token)}`;
}

/** Guest tokens arrive in this header (never in logs-prone query strings on API calls). */
export const GUEST_TOKEN_HEADER = 'x-guest-token';
