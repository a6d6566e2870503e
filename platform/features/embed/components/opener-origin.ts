/**
 * An origin named in a popup's URL (`?origin=`), if it is a plain http(s) web origin and nothing
 * more: what a popup on our origin may use as `postMessage`'s `targetOrigin` for its opener (the
 * API has checked it against the key's allowed origins). Anything else is null.
 */
export function webOrigin(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value ? value : null;
  } catch {
    return null;
  }
}
