/**
 * A guest pays without an account, so the contribution page (/contributions/:id, where the
 * checkout sends them back) needs the personal link token the contribution was made with. It is
 * kept per contribution in sessionStorage — never in the URL, so the return address can be shared
 * or logged without handing out the guest's access. Members need none: their session is enough.
 * The page the contribution was started from is kept too, for the "Try again" link.
 */
const storageKey = (contributionId: string) => `cakeday.contribution.${contributionId}`;

export interface ContributionOrigin {
  /** The guest link token, or null for a member. */
  token: string | null;
  /** Same-origin path of the page with the pot ("/a", "/e/<slug>"). */
  from: string | null;
}

export function rememberContribution(contributionId: string, origin: ContributionOrigin): void {
  try {
    const previous = contributionOrigin(contributionId);
    const next: ContributionOrigin = { token: origin.token ?? previous.token, from: origin.from ?? previous.from };
    globalThis.sessionStorage?.setItem(storageKey(contributionId), JSON.stringify(next));
  } catch {
    // Without storage a guest sees the "open your link" message and can come back through it.
  }
}

export function contributionOrigin(contributionId: string): ContributionOrigin {
  try {
    const parsed: unknown = JSON.parse(globalThis.sessionStorage?.getItem(storageKey(contributionId)) ?? 'null');
    if (parsed && typeof parsed === 'object') {
      const { token, from } = parsed as Record<string, unknown>;
      return {
        token: typeof token === 'string' ? token : null,
        // Only a path on this site: the value came from storage, not from us alone.
        from: typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null,
      };
    }
  } catch {
    // Unreadable or blocked storage: no token, no way back.
  }
  return { token: null, from: null };
}

/** The current page's path, as the "from" of a contribution started here. */
export function currentPath(): string | null {
  return typeof window === 'undefined' ? null : window.location.pathname;
}

export function guestTokenHeaders(token: string | null): Record<string, string> | undefined {
  return token ? { 'x-guest-token': token } : undefined;
}
