/**
 * A redirect target from a URL parameter or an API answer, as a path on this site, or null when it
 * points anywhere else. Pages that send people onward after a payment step (the demo checkout and
 * onboarding pages) use it, so a crafted link cannot bounce a signed-in person to another site.
 */
export function sameOriginPath(target: string | null | undefined, origin: string = window.location.origin): string | null {
  if (!target) return null;
  // "//evil.example" and "/\evil.example" are other sites to a browser even though they start with "/".
  if (/^[/\\]{2}/.test(target) || target.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
