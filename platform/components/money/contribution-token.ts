/**
 * A guest pays without an account, so the contribution page (/contributions/:id, where the
 * checkout sends them back) needs the personal link token the contribution was made with. It is
 * kept per contribution in sessionStorage — never in the URL, so the return address can be shared
 * or logged without handing out the guest's access. Members need none: their session is enough.
 */
const storageKey = (contributionId: string) => `cakeday.contribution-token.${contributionId}`;

export function rememberContributionToken(contributionId: string, token: string | null): void {
  if (!token) return;
  try {
    globalThis.sessionStorage?.setItem(storageKey(contributionId), token);
  } catch {
    // Without storage a guest sees the "open your link" message and can come back through it.
  }
}

export function contributionToken(contributionId: string): string | null {
  try {
    return globalThis.sessionStorage?.getItem(storageKey(contributionId)) ?? null;
  } catch {
    return null;
  }
}

export function guestTokenHeaders(token: string | null): Record<string, string> | undefined {
  return token ? { 'x-guest-token': token } : undefined;
}
