import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OIDC_STATE_TTL_MS } from '#core/constants.ts';
import { ProviderBrowser, startTestOidcProvider, type TestAccountClaims, type TestOidcProvider } from '../../testing/oidc-provider.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { oidcMessages, safeReturnTo } from './oidc.service.ts';

const APP_ORIGIN = 'http://127.0.0.1';
const CALLBACK = `${APP_ORIGIN}/api/callback`;
const PROVIDER_NAME = 'Test ID';

/** The provider's accounts: the dev login form takes the account id as the login name. */
const accounts = new Map<string, TestAccountClaims>([
  ['ada', { email: 'Ada@Example.test', email_verified: true, name: 'Ada Lovelace' }],
  ['grace', { email: 'grace@example.test', email_verified: true, name: 'Grace Hopper' }],
  ['mallory', { email: 'grace@example.test', email_verified: false, name: 'Not Grace' }],
  ['nomail', { name: 'No Mail' }],
  ['newbie', { email: 'newbie@example.test', email_verified: false, name: 'New Bie' }],
]);

/** Rows in a table, read with plain SQL (only repositories use drizzle). */
async function countRows(table: 'users' | 'external_identities'): Promise<number> {
  const result = await app.client.execute(`SELECT count(*) AS n FROM ${table}`);
  return Number(result.rows[0]?.n);
}

function cookieFrom(headers: Headers, name: string): string | undefined {
  for (const line of headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    if (pair.startsWith(`${name}=`)) return pair.slice(name.length + 1);
  }
  return undefined;
}

let provider: TestOidcProvider;
let app: TestApp;
/** Every URL the app fetched (discovery, token, userinfo), to see which calls it made. */
let outgoing: string[];

function appFor(oidc: TestOidcProvider) {
  return createTestApp({
    env: {
      APP_URL: APP_ORIGIN,
      OIDC_ISSUER: oidc.issuer,
      OIDC_CLIENT_ID: oidc.clientId,
      OIDC_CLIENT_SECRET: oidc.clientSecret,
      OIDC_PROVIDER_NAME: PROVIDER_NAME,
      OIDC_ALLOW_INSECURE: '1',
    },
    fetch: (input, init) => {
      outgoing.push(input instanceof Request ? input.url : String(input));
      return fetch(input, init);
    },
  });
}

beforeAll(async () => {
  provider = await startTestOidcProvider({ redirectUri: CALLBACK, accounts });
});
afterAll(async () => {
  await provider.close();
});

beforeEach(async () => {
  outgoing = [];
  app = await appFor(provider);
});
afterEach(() => app.close());

/** GET /api/login: answers the provider URL and the state cookie this "browser" received. */
async function startLogin(returnTo?: string) {
  const query = returnTo === undefined ? '' : `?returnTo=${encodeURIComponent(returnTo)}`;
  const response = await app.call('GET', `/api/login${query}`);
  expect(response.status).toBe(302);
  const location = response.headers.get('location') ?? '';
  const stateCookie = cookieFrom(response.headers, 'cakeday_oidc_state');
  expect(stateCookie).toBeTruthy();
  return { location, stateCookie: stateCookie ?? '' };
}

async function callback(callbackUrl: URL, stateCookie: string | undefined) {
  const headers: Record<string, string> = stateCookie ? { cookie: `cakeday_oidc_state=${stateCookie}` } : {};
  return app.call('GET', `${callbackUrl.pathname}${callbackUrl.search}`, { headers });
}

/** The whole sign-in as a browser does it: app → provider login + consent → app callback. */
async function signIn(login: string, returnTo?: string) {
  const { location, stateCookie } = await startLogin(returnTo);
  const callbackUrl = await new ProviderBrowser().signIn(location, login, CALLBACK);
  const response = await callback(callbackUrl, stateCookie);
  return { response, callbackUrl, stateCookie, session: cookieFrom(response.headers, 'cakeday_session') };
}

async function currentUser(session: string | undefined) {
  return app.call('GET', '/api/auth/user', { headers: { cookie: `cakeday_session=${session}` } });
}

function errorOf(response: { status: number; headers: Headers }): string | null {
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('location') ?? '', APP_ORIGIN);
  expect(location.pathname).toBe('/email-auth');
  return location.searchParams.get('error');
}

describe('GET /api/login', () => {
  it('redirects to the provider with code flow, PKCE S256, state and nonce', async () => {
    const { location, stateCookie } = await startLogin();
    const url = new URL(location);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe(provider.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('state')).toBe(stateCookie);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
  });

  it('answers 503 with a clear message when no provider is configured', async () => {
    const bare = await createTestApp();
    try {
      for (const path of ['/api/login', '/api/callback?code=x&state=y']) {
        const response = await bare.call('GET', path);
        expect(response.status).toBe(503);
        expect(response.data).toEqual({ error: oidcMessages.notConfigured });
      }
    } finally {
      bare.close();
    }
  });
});

describe('GET /api/callback', () => {
  it('creates an account on first sign-in, sets the session cookie and returns to the page asked for', async () => {
    const { response, session } = await signIn('ada', '/venues?city=Austin');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/venues?city=Austin');
    expect(session).toBeTruthy();
    expect(response.headers.getSetCookie().join('\n')).toMatch(/cakeday_session=[^;]+;.*HttpOnly/i);

    const me = await currentUser(session);
    expect(me.status).toBe(200);
    expect(me.data).toMatchObject({ email: 'ada@example.test', name: 'Ada Lovelace', role: 'customer', hasPassword: false });
    // This provider keeps email and name out of the ID token, so they were read from userinfo.
    expect(outgoing.some((url) => url.startsWith(`${provider.issuer}/me`))).toBe(true);
  });

  it('signs the same provider account into the same user the second time', async () => {
    const first = await signIn('ada');
    expect(first.response.headers.get('location')).toBe('/dashboard');
    const second = await signIn('ada');
    expect(second.session).toBeTruthy();
    expect(second.session).not.toBe(first.session);
    const [a, b] = [await currentUser(first.session), await currentUser(second.session)];
    expect(b.data.id).toBe(a.data.id);
    expect(await countRows('users')).toBe(1);
    expect(await countRows('external_identities')).toBe(1);
  });

  it('links an existing password account with the same verified email instead of duplicating it', async () => {
    const registered = await app.call('POST', '/api/email-auth/register', {
      json: { name: 'Grace', email: 'grace@example.test', password: 'compilers-and-cobol-1952' },
    });
    expect(registered.status).toBe(201);

    const { session } = await signIn('grace');
    const me = await currentUser(session);
    expect(me.data).toMatchObject({ id: registered.data.user.id, name: 'Grace', hasPassword: true });
    expect(await countRows('users')).toBe(1);
    expect(await countRows('external_identities')).toBe(1);
  });

  it('refuses to link or create an account from an unverified email', async () => {
    const registered = await app.call('POST', '/api/email-auth/register', {
      json: { name: 'Grace', email: 'grace@example.test', password: 'compilers-and-cobol-1952' },
    });
    expect(registered.status).toBe(201);

    const { response, session } = await signIn('mallory');
    expect(errorOf(response)).toBe(oidcMessages.emailNotVerified(PROVIDER_NAME));
    expect(session).toBeUndefined();
    expect(await countRows('external_identities')).toBe(0);
  });

  it('does not create an account from an unverified email either', async () => {
    const { response, session } = await signIn('newbie');
    expect(errorOf(response)).toBe(oidcMessages.emailNotVerified(PROVIDER_NAME));
    expect(session).toBeUndefined();
    expect(await countRows('users')).toBe(0);
  });

  it('refuses a provider account that shares no email', async () => {
    const { response, session } = await signIn('nomail');
    expect(errorOf(response)).toBe(oidcMessages.noEmail(PROVIDER_NAME));
    expect(session).toBeUndefined();
    expect(await countRows('users')).toBe(0);
  });

  it('accepts each state once: replaying the callback fails cleanly', async () => {
    const { callbackUrl, stateCookie, session } = await signIn('ada');
    expect(session).toBeTruthy();
    const replay = await callback(callbackUrl, stateCookie);
    expect(errorOf(replay)).toBe(oidcMessages.stateInvalid);
    expect(cookieFrom(replay.headers, 'cakeday_session')).toBeUndefined();
  });

  it('refuses a callback in a browser that did not start the sign-in', async () => {
    const { location, stateCookie } = await startLogin();
    const callbackUrl = await new ProviderBrowser().signIn(location, 'ada', CALLBACK);
    const elsewhere = await callback(callbackUrl, undefined);
    expect(errorOf(elsewhere)).toBe(oidcMessages.stateInvalid);
    expect(cookieFrom(elsewhere.headers, 'cakeday_session')).toBeUndefined();
    // The attempt used the state up, so the real browser has to start again too.
    expect(errorOf(await callback(callbackUrl, stateCookie))).toBe(oidcMessages.stateInvalid);
    expect(await countRows('users')).toBe(0);
  });

  it('refuses a state older than its lifetime', async () => {
    const { location, stateCookie } = await startLogin();
    const callbackUrl = await new ProviderBrowser().signIn(location, 'ada', CALLBACK);
    app.clock.advance(OIDC_STATE_TTL_MS + 1);
    expect(errorOf(await callback(callbackUrl, stateCookie))).toBe(oidcMessages.stateInvalid);
  });

  it('tells the user when they cancelled at the provider', async () => {
    const { location, stateCookie } = await startLogin();
    const callbackUrl = await new ProviderBrowser().signIn(location, 'ada', CALLBACK, { abort: true });
    expect(callbackUrl.searchParams.get('error')).toBe('access_denied');
    expect(errorOf(await callback(callbackUrl, stateCookie))).toBe(oidcMessages.cancelled(PROVIDER_NAME));
  });

  it('fails cleanly on a forged code', async () => {
    const { location, stateCookie } = await startLogin();
    const callbackUrl = await new ProviderBrowser().signIn(location, 'ada', CALLBACK);
    callbackUrl.searchParams.set('code', 'forged-code');
    expect(errorOf(await callback(callbackUrl, stateCookie))).toBe(oidcMessages.failed(PROVIDER_NAME));
  });

  it('never lands on another site, whatever returnTo says', async () => {
    const { response } = await signIn('ada', '//evil.test/steal');
    expect(response.headers.get('location')).toBe('/dashboard');
  });

  it('answers bad input with a redirect carrying a message, never a 500', async () => {
    for (const path of ['/api/callback', '/api/callback?state=', '/api/callback?code=x&state=unknown', `/api/callback?state=${'x'.repeat(5000)}`]) {
      const response = await app.call('GET', path, { headers: { cookie: 'cakeday_oidc_state=unknown' } });
      expect(errorOf(response)).toBe(oidcMessages.stateInvalid);
    }
  });
});

describe('a provider that puts the claims in the ID token', () => {
  it('uses them without calling userinfo, and discovers the provider once per isolate', async () => {
    const rich = await startTestOidcProvider({ redirectUri: CALLBACK, accounts, claimsInIdToken: true });
    try {
      app.close();
      app = await appFor(rich);
      const first = await signIn('ada');
      const second = await signIn('ada');
      expect((await currentUser(first.session)).data).toMatchObject({ email: 'ada@example.test', name: 'Ada Lovelace' });
      expect((await currentUser(second.session)).data.id).toBe((await currentUser(first.session)).data.id);
      expect(outgoing.filter((url) => url.includes('/.well-known/openid-configuration'))).toHaveLength(1);
      expect(outgoing.filter((url) => url.startsWith(`${rich.issuer}/token`))).toHaveLength(2);
      expect(outgoing.some((url) => url.startsWith(`${rich.issuer}/me`))).toBe(false);
    } finally {
      await rich.close();
    }
  });
});

describe('safeReturnTo', () => {
  it('keeps paths on this site and replaces everything else with /dashboard', () => {
    expect(safeReturnTo('/venues?x=1#top')).toBe('/venues?x=1#top');
    expect(safeReturnTo('/')).toBe('/');
    for (const unsafe of [undefined, '', 'venues', 'https://evil.test', '//evil.test', '/\\evil.test', '/\t/evil.test', `/${'a'.repeat(600)}`]) {
      expect(safeReturnTo(unsafe)).toBe('/dashboard');
    }
  });
});
