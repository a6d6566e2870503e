/**
 * Album media is private, so its URLs are signed: /album-media/<item>/<variant>?a=&x=&s= where `a`
 * says for whom the URL was made (a host, a viewer of the album, the uploader of the item), `x`
 * when it stops working and `s` an HMAC of the rest with the server's secret. An <img> or <video>
 * cannot send our identity headers, and a signature costs no session or token lookup per
 * thumbnail. The serving route still reads the item, so a hidden or deleted item stops at once
 * (a viewer's URL also stops when the album closes to guests again); the expiry bounds what a URL
 * copied out of the page is worth. Expiries fall on the hour, so a page's URLs stay the same for
 * an hour and the browser's cache keeps working.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { base64Url } from '../../services/tokens.ts';

export const mediaVariants = ['thumb', 'display', 'download', 'video'] as const;
export type MediaVariant = (typeof mediaVariants)[number];

/** h: made for a host (any status); v: a viewer of the album (approved items of a revealed album); o: the item's own uploader. */
export type MediaAudience = 'h' | 'v' | 'o';

const HOUR_MS = 60 * 60 * 1000;

/** URLs made now work until the end of the next full hour: between one and two hours. */
export function mediaUrlExpiry(now: number): number {
  return (Math.floor(now / HOUR_MS) + 2) * HOUR_MS;
}

function signature(secret: string, itemId: string, variant: MediaVariant, audience: MediaAudience, expiresAt: number): string {
  return base64Url(createHmac('sha256', secret).update(`album-media:${itemId}:${variant}:${audience}:${expiresAt}`).digest()).slice(0, 32);
}

export function signedMediaPath(secret: string, itemId: string, variant: MediaVariant, audience: MediaAudience, expiresAt: number): string {
  return `/album-media/${itemId}/${variant}?a=${audience}&x=${expiresAt}&s=${signature(secret, itemId, variant, audience, expiresAt)}`;
}

/** The audience of a URL whose signature holds and that has not expired, else null. */
export function verifyMediaUrl(
  secret: string,
  request: { itemId: string; variant: string; audience: string | undefined; expiresAt: string | undefined; signature: string | undefined },
  now: number,
): { variant: MediaVariant; audience: MediaAudience } | null {
  const { itemId, variant, audience, signature: given } = request;
  if (!(mediaVariants as readonly string[]).includes(variant)) return null;
  if (audience !== 'h' && audience !== 'v' && audience !== 'o') return null;
  if (!/^\d{1,15}$/.test(request.expiresAt ?? '') || !given || given.length !== 32) return null;
  const expiresAt = Number(request.expiresAt);
  if (expiresAt <= now) return null;
  const expected = signature(secret, itemId, variant as MediaVariant, audience, expiresAt);
  if (!timingSafeEqual(Buffer.from(expected), Buffer.from(given))) return null;
  return { variant: variant as MediaVariant, audience };
}
