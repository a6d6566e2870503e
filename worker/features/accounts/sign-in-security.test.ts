import { afterEach, describe, expect, it } from 'vitest';
import { loginThrottle, registrationThrottle } from '#core/constants.ts';
import type { EmailMessage, Mailer } from '../../services/mailer.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { accountsRepo } from './accounts.repo.ts';

/**
 * The sign-in holes an outside probe found (closed 2026-11-24, decisions 005 and 021): parallel
 * guesses, lock-out by others, registration floods, reset timing and leftover reset links, login
 * CSRF, the Secure flag.
 */
let t: TestApp;
afterEach(() => t?.close());

const ann = { name: 'Ann Baker', email: 'ann@example.com', password: 'violet-otter-42' };
const attacker = '198.51.100.66';

const login = (password: string, address: string, email = ann.email) => t.call('POST', '/api/email-auth/login', { json: { email, password }, headers: { 'x-test-client-address': address } });

async function registerAnn() {
  expect((await t.call('POST', '/api/email-auth/register', { json: ann })).status).toBe(201);
}

describe('sign-in throttle', () => {
  it('counts parallel guesses one by one: 40 at once get at most the free allowance through', async () => {
    t = await createTestApp();
    await registerAnn();
    const guesses = Array.from({ length: 39 }, (_, index) => `wrong-guess-${index}`).concat(ann.password);
    const statuses = (await Promise.all(guesses.map((password) => login(password, attacker)))).map((response) => response.status);
    const checked = statuses.filter((status) => status !== 429);
    expect(checked.length).toBeLessThanOrEqual(loginThrottle.freeFailuresPerAccount);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(40 - loginThrottle.freeFailuresPerAccount);
    // The right password came last: it was refused with the rest, not let through as the 40th guess.
    expect(statuses.at(-1)).toBe(429);
  });

  it('never locks the member out from an address that has not been guessing', async () => {
    t = await createTestApp();
    await registerAnn();
    for (let i = 0; i < loginThrottle.freeFailuresPerAccount; i++) expect((await login('wrong-password', attacker)).status).toBe(401);
    expect((await login(ann.password, attacker)).status).toBe(429);
    // Four failures an hour used to keep the account locked for everyone; the member walks in.
    expect((await login(ann.password, '192.0.2.10')).status).toBe(200);
  });

  it('blocks an address that tries many accounts, not the accounts', async () => {
    t = await createTestApp();
    await registerAnn();
    for (let i = 0; i < 44; i++) await login('wrong-password', attacker, i % 2 ? ann.email : `someone${i}@example.com`);
    expect((await login(ann.password, attacker)).status).toBe(429);
    expect((await login(ann.password, '192.0.2.11')).status).toBe(200);
  });

  it('gives a right password its attempt back, so a shared address is not blocked by its own sign-ins', async () => {
    t = await createTestApp();
    await registerAnn();
    for (let i = 0; i < loginThrottle.freeFailuresPerAddress + 2; i++) expect((await login(ann.password, '192.0.2.12')).status).toBe(200);
  });
});

describe('registration throttle', () => {
  it('answers 429 with a clear message past the allowance per address, and lets other addresses register', async () => {
    t = await createTestApp();
    const register = (index: number, address: string) =>
      t.call('POST', '/api/email-auth/register', {
        json: { name: `Member ${index}`, email: `member${index}@example.com`, password: 'violet-otter-42' },
        headers: { 'x-test-client-address': address },
      });
    const responses = await Promise.all(Array.from({ length: registrationThrottle.perAddress + 5 }, (_, index) => register(index, attacker)));
    expect(responses.filter((response) => response.status === 201)).toHaveLength(registrationThrottle.perAddress);
    const refused = responses.find((response) => response.status === 429)!;
    expect(refused.data.error).toBe('Too many new accounts were created from your network. Please wait 60 minutes and try again.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await register(99, '192.0.2.20')).status).toBe(201);
  });
});

/** A mailer that holds every email until the test lets it go. */
class HeldMailer implements Mailer {
  sent: EmailMessage[] = [];
  private release!: () => void;
  private readonly released = new Promise<void>((resolve) => (this.release = resolve));
  async send(message: EmailMessage) {
    await this.released;
    this.sent.push(message);
  }
  letGo() {
    this.release();
  }
}

describe('forgot password', () => {
  it('answers before any account work is done, so known and unknown emails take the same path', async () => {
    const mailer = new HeldMailer();
    t = await createTestApp({ mailer });
    await registerAnn();
    const ask = (email: string) =>
      t.app.request('http://127.0.0.1/api/email-auth/forgot-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
    // The email cannot go out until letGo(): an answer that waited for it would never come.
    const [known, unknown] = await Promise.all([ask(ann.email), ask('ghost@example.com')]);
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    expect(mailer.sent).toHaveLength(0);
    mailer.letGo();
    await t.settle();
    expect(mailer.sent.map((message) => message.to)).toEqual([ann.email]);
  });
});

describe('reset links', () => {
  async function resetTokens(): Promise<string[]> {
    const outbox = await t.call('GET', `/api/dev/outbox?to=${encodeURIComponent(ann.email)}`);
    return (outbox.data.messages as { body: string }[]).map((message) => decodeURIComponent(/reset-password\?token=([\w%-]+)/.exec(message.body)![1]!));
  }
  const reset = (token: string, password: string) => t.call('POST', '/api/email-auth/reset-password', { json: { token, password } });

  it('all die when the password is reset with any one of them', async () => {
    t = await createTestApp();
    await registerAnn();
    await t.call('POST', '/api/email-auth/forgot-password', { json: { email: ann.email } });
    await t.call('POST', '/api/email-auth/forgot-password', { json: { email: ann.email } });
    const tokens = await resetTokens();
    expect(tokens).toHaveLength(2);
    expect((await reset(tokens[0]!, 'new-violet-otter-43')).status).toBe(200);
    expect((await reset(tokens[1]!, 'attacker-chosen-password-1')).status).toBe(400);
    expect((await login('new-violet-otter-43', '192.0.2.30')).status).toBe(200);
  });

  it('all die when the member changes the password while signed in', async () => {
    t = await createTestApp();
    await registerAnn();
    await t.call('POST', '/api/email-auth/forgot-password', { json: { email: ann.email } });
    const [token] = await resetTokens();
    const session = (await login(ann.password, '192.0.2.31')).data.token as string;
    const change = await t.call('POST', '/api/user/password', { token: session, json: { currentPassword: ann.password, newPassword: 'changed-violet-otter-44' } });
    expect(change.status).toBe(200);
    expect((await reset(token!, 'attacker-chosen-password-1')).status).toBe(400);
  });
});

describe('cross-site sign-in (login CSRF)', () => {
  const credentials = JSON.stringify({ email: ann.email, password: ann.password });

  it('refuses a text/plain body, which another site can post without asking', async () => {
    t = await createTestApp();
    await registerAnn();
    const response = await t.call('POST', '/api/email-auth/login', { body: credentials, headers: { 'content-type': 'text/plain' } });
    expect(response.status).toBe(415);
    expect(response.data.error).toBe('Send the request body as JSON, with the header Content-Type: application/json.');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it.each([
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
  ])('refuses sign-in and registration with %s, even without a cookie', async (_label, headers) => {
    t = await createTestApp();
    await registerAnn();
    const signIn = await t.call('POST', '/api/email-auth/login', { json: { email: ann.email, password: ann.password }, headers });
    expect(signIn.status).toBe(403);
    expect(signIn.headers.get('set-cookie')).toBeNull();
    const register = await t.call('POST', '/api/email-auth/register', { json: { ...ann, email: 'bea@example.com' }, headers });
    expect(register.status).toBe(403);
  });

  it('lets our own pages sign in', async () => {
    t = await createTestApp();
    await registerAnn();
    const fromOurPage = await t.call('POST', '/api/email-auth/login', {
      json: { email: ann.email, password: ann.password },
      headers: { origin: 'http://127.0.0.1', 'sec-fetch-site': 'same-origin' },
    });
    expect(fromOurPage.status).toBe(200);
  });
});

describe('the session cookie', () => {
  const cookieAfterSignIn = async (headers: Record<string, string> = {}) => {
    await registerAnn();
    return (await t.call('POST', '/api/email-auth/login', { json: { email: ann.email, password: ann.password }, headers })).headers.get('set-cookie') ?? '';
  };

  it('is Secure behind a trusted TLS proxy (TRUST_PROXY and X-Forwarded-Proto: https)', async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
    expect(await cookieAfterSignIn({ 'x-forwarded-proto': 'https' })).toMatch(/;\s*Secure/i);
  });

  it('is Secure when APP_URL is https', async () => {
    t = await createTestApp({ env: { APP_URL: 'https://cakeday.example' } });
    expect(await cookieAfterSignIn()).toMatch(/;\s*Secure/i);
  });

  it('ignores X-Forwarded-Proto when no proxy is trusted, and stays usable over plain http on a dev machine', async () => {
    t = await createTestApp();
    const cookie = await cookieAfterSignIn({ 'x-forwarded-proto': 'https' });
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });
});

describe('the sign-in counter under clocks that disagree by a moment', () => {
  it('counts an attempt whose clock reads earlier than the last one instead of refusing it, and blocks at the allowance', async () => {
    t = await createTestApp();
    const rules = { ...loginThrottle, freeFailures: loginThrottle.freeFailuresPerAccount };
    // Parallel requests read the clock at slightly different moments; the database sees them in any order.
    const clocks = [1_000_010, 1_000_000, 1_000_012, 1_000_003, 1_000_001];
    for (const now of clocks) expect(await accountsRepo.reserveLoginAttempt(t.db, 'login:skew|x', now, rules)).toBeNull();
    const refused = await accountsRepo.reserveLoginAttempt(t.db, 'login:skew|x', 1_000_002, rules);
    expect(refused?.retryAfterMs).toBeGreaterThan(loginThrottle.firstBlockMs - 100);
  });
});
