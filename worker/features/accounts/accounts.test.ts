import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginThrottle, PASSWORD_RESET_TTL_MS, SESSION_TTL_MS } from '#core/constants.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const ann = { name: 'Ann Baker', email: 'ann@example.com', password: 'violet-otter-42' };

async function registerAnn() {
  const response = await t.call('POST', '/api/email-auth/register', { json: ann });
  expect(response.status).toBe(201);
  return response.data as { token: string; user: { id: string; email: string } };
}

async function resetLinkFor(email: string): Promise<string> {
  const outbox = await t.call('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const body: string = outbox.data.messages[0]?.body ?? '';
  const token = /reset-password\?token=([\w%-]+)/.exec(body)?.[1];
  if (!token) throw new Error(`no reset link in the outbox for ${email}`);
  return decodeURIComponent(token);
}

describe('registration', () => {
  it('creates the account, answers {token, user} and sets an HttpOnly SameSite cookie', async () => {
    const response = await t.call('POST', '/api/email-auth/register', { json: { ...ann, email: '  Ann@Example.COM ' } });
    expect(response.status).toBe(201);
    expect(response.data.token).toMatch(/^[\w-]{43}$/);
    expect(response.data.user).toMatchObject({
      email: 'ann@example.com',
      name: 'Ann Baker',
      role: 'customer',
      birthdayMonth: null,
      showOnBirthdayBoard: false,
      hasPassword: true,
    });
    expect(response.data.user).not.toHaveProperty('passwordHash');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('cakeday_session=');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
  });

  it.each([
    [{ ...ann, name: '' }, 'Name is required'],
    [{ ...ann, name: '   ' }, 'Name is required'],
    [{ ...ann, email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ ...ann, password: 'short' }, 'Password must be at least 8 characters long'],
    [{ ...ann, password: 'Password123' }, 'This password is too common and easy to guess. Please choose another one.'],
    [{ name: 'Ann', password: 'violet-otter-42' }, 'Please enter a valid email address'],
    [{ ...ann, name: 42 }, 'Name is required'],
  ])('rejects %j with "%s" and stores nothing', async (body, message) => {
    const response = await t.call('POST', '/api/email-auth/register', { json: body });
    expect(response.status).toBe(400);
    expect(response.data.error).toBe(message);
    const login = await t.call('POST', '/api/email-auth/login', { json: { email: ann.email, password: ann.password } });
    expect(login.status).toBe(401);
  });

  it('rejects a duplicate email (in any case) with a clear 409', async () => {
    await registerAnn();
    const again = await t.call('POST', '/api/email-auth/register', { json: { ...ann, email: 'ANN@example.com', name: 'Other' } });
    expect(again.status).toBe(409);
    expect(again.data.error).toBe('An account with this email already exists. Please sign in instead.');
  });

  it('answers malformed JSON and non-object bodies with a 400', async () => {
    const malformed = await t.call('POST', '/api/email-auth/register', { body: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(malformed).toMatchObject({ status: 400, data: { error: 'The request body must be valid JSON.' } });
    const array = await t.call('POST', '/api/email-auth/register', { json: [1, 2] });
    expect(array).toMatchObject({ status: 400, data: { error: 'The request body must be a JSON object.' } });
    const huge = await t.call('POST', '/api/email-auth/register', { json: { ...ann, name: 'x'.repeat(70_000) } });
    expect(huge.status).toBe(413);
  });
});

describe('current user', () => {
  it('answers 401 on both user endpoints when signed out', async () => {
    for (const path of ['/api/email-auth/user', '/api/auth/user']) {
      const response = await t.call('GET', path);
      expect(response.status).toBe(401);
      expect(response.data.error).toBe('Please sign in to continue.');
    }
  });

  it('accepts the token as a bearer header and as the cookie', async () => {
    const { token } = await registerAnn();
    const bearer = await t.call('GET', '/api/email-auth/user', { token });
    expect(bearer.data.email).toBe('ann@example.com');
    const cookie = await t.call('GET', '/api/auth/user', { headers: { cookie: `cakeday_session=${token}` } });
    expect(cookie.data.email).toBe('ann@example.com');
    const wrong = await t.call('GET', '/api/auth/user', { token: 'x'.repeat(43) });
    expect(wrong.status).toBe(401);
  });

  it('expires sessions after their lifetime', async () => {
    const { token } = await registerAnn();
    t.clock.advance(SESSION_TTL_MS - 1000);
    expect((await t.call('GET', '/api/auth/user', { token })).status).toBe(200);
    t.clock.advance(2000);
    expect((await t.call('GET', '/api/auth/user', { token })).status).toBe(401);
  });

  it('stores only a hash of the session token', async () => {
    const { token } = await registerAnn();
    const rows = await t.client.execute('SELECT token_hash FROM sessions');
    expect(rows.rows).toHaveLength(1);
    expect(String(rows.rows[0]?.token_hash)).toMatch(/^[0-9a-f]{64}$/);
    expect(String(rows.rows[0]?.token_hash)).not.toContain(token);
  });
});

describe('login and logout', () => {
  it('issues a fresh token on each login and revokes it at logout', async () => {
    const { token: first } = await registerAnn();
    const login = await t.call('POST', '/api/email-auth/login', { json: { email: 'ANN@example.com', password: ann.password } });
    expect(login.status).toBe(200);
    expect(login.data.token).not.toBe(first);
    expect(login.data.user.email).toBe('ann@example.com');

    const logout = await t.call('POST', '/api/email-auth/logout', { token: login.data.token });
    expect(logout.status).toBe(200);
    expect(logout.headers.get('set-cookie')).toContain('cakeday_session=;');
    expect((await t.call('GET', '/api/auth/user', { token: login.data.token })).status).toBe(401);
    expect((await t.call('GET', '/api/auth/user', { token: first })).status).toBe(200);
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    await registerAnn();
    const wrong = await t.call('POST', '/api/email-auth/login', { json: { email: ann.email, password: 'not-the-password' } });
    const unknown = await t.call('POST', '/api/email-auth/login', { json: { email: 'nobody@example.com', password: 'whatever-it-is' } });
    expect(wrong).toMatchObject({ status: 401, data: { error: 'Invalid email or password' } });
    expect(unknown).toMatchObject({ status: 401, data: { error: 'Invalid email or password' } });
  });

  it('validates the login payload with the spec messages', async () => {
    const noPassword = await t.call('POST', '/api/email-auth/login', { json: { email: ann.email, password: '' } });
    expect(noPassword).toMatchObject({ status: 400, data: { error: 'Password is required' } });
    const badEmail = await t.call('POST', '/api/email-auth/login', { json: { email: 'ann', password: 'x' } });
    expect(badEmail).toMatchObject({ status: 400, data: { error: 'Please enter a valid email address' } });
  });
});

describe('login throttling', () => {
  const attempt = (password: string, address = '198.51.100.7', email = ann.email) =>
    t.call('POST', '/api/email-auth/login', { json: { email, password }, headers: { 'x-test-client-address': address } });

  it('blocks an account after repeated failures with a 429, then lets it in again after the wait', async () => {
    await registerAnn();
    for (let i = 0; i < loginThrottle.freeFailuresPerAccount; i++) expect((await attempt('wrong-password')).status).toBe(401);
    const blocked = await attempt(ann.password);
    expect(blocked.status).toBe(429);
    expect(blocked.data.error).toBe('Too many failed sign-in attempts. Please wait 1 minute and try again, or reset your password.');
    expect(blocked.headers.get('retry-after')).toBe('30');
    // The member, from an address that has not been guessing, still gets in (no lock-out by others).
    expect((await attempt(ann.password, '198.51.100.99')).status).toBe(200);

    t.clock.advance(loginThrottle.firstBlockMs + 1);
    expect((await attempt('wrong-again')).status).toBe(401);
    // The wait doubles with each further failure.
    const longer = await attempt(ann.password);
    expect(longer.status).toBe(429);
    expect(longer.headers.get('retry-after')).toBe('60');

    t.clock.advance(60_001);
    expect((await attempt(ann.password)).status).toBe(200);
    // A success clears the account's counter.
    expect((await attempt('wrong-once-more')).status).toBe(401);
    expect((await attempt(ann.password)).status).toBe(200);
  });

  it('is never a permanent lock-out: the counter forgets after the window', async () => {
    await registerAnn();
    for (let i = 0; i < 12; i++) {
      await attempt('wrong-password');
      t.clock.advance(loginThrottle.maxBlockMs + 1);
    }
    t.clock.advance(loginThrottle.windowMs + 1);
    expect((await attempt(ann.password)).status).toBe(200);
  });

  it('blocks one address that tries many accounts', async () => {
    for (let i = 0; i < loginThrottle.freeFailuresPerAddress; i++) {
      expect((await attempt('wrong-password', '192.0.2.50', `user${i}@example.com`)).status).toBe(401);
    }
    expect((await attempt('wrong-password', '192.0.2.50', 'fresh@example.com')).status).toBe(429);
    expect((await attempt('wrong-password', '192.0.2.51', 'fresh@example.com')).status).toBe(401);
  });
});

describe('forgot and reset password', () => {
  it('answers the same whether or not the account exists, and mails only real accounts', async () => {
    await registerAnn();
    const known = await t.call('POST', '/api/email-auth/forgot-password', { json: { email: ann.email } });
    const unknown = await t.call('POST', '/api/email-auth/forgot-password', { json: { email: 'ghost@example.com' } });
    expect(known.status).toBe(200);
    expect(unknown).toEqual({ ...unknown, status: 200, data: known.data });
    const outbox = await t.call('GET', '/api/dev/outbox');
    expect(outbox.data.messages).toHaveLength(1);
    expect(outbox.data.messages[0]).toMatchObject({ channel: 'email', recipient: 'ann@example.com', subject: 'Reset your Cakeday password' });
    const bad = await t.call('POST', '/api/email-auth/forgot-password', { json: { email: 'nope' } });
    expect(bad).toMatchObject({ status: 400, data: { error: 'Please enter a valid email address' } });
  });

  it('resets once with the emailed token, signs other sessions out, and refuses reuse', async () => {
    const { token: session } = await registerAnn();
    await t.call('POST', '/api/email-auth/forgot-password', { json: { email: ann.email } });
    const resetToken = await resetLinkFor(ann.email);

    const reset = await t.call('POST', '/api/email-auth/reset-password', { json: { token: resetToken, password: 'new-violet-otter-43' } });
    expect(reset).toMatchObject({ status: 200, data: { message: 'Your password has been changed. You can now sign in with it.' } });
    expect((await t.call('GET', '/api/auth/user', { token: session })).status).toBe(401);
    expect((await t.call('POST', '/api/email-auth/login', { json: { email: ann.email, password: ann.password } })).status).toBe(401);
    expect((await t.call('POST', '/api/email-auth/login', { json: { email: ann.email, password: 'new-violet-otter-43' } })).status).toBe(200);

    const reuse = await t.call('POST', '/api/email-auth/reset-password', { json: { token: resetToken, password: 'third-violet-otter' } });
    expect(reuse).toMatchObject({ status: 400, data: { error: 'This reset link is invalid, expired or already used. Please request a new one.' } });
  });

  it('refuses an expired reset token', async () => {
    await registerAnn();
    await t.call('POST', '/api/email-auth/forgot-password', { json: { email: ann.email } });
    const resetToken = await resetLinkFor(ann.email);
    t.clock.advance(PASSWORD_RESET_TTL_MS + 1);
    const late = await t.call('POST', '/api/email-auth/reset-password', { json: { token: resetToken, password: 'new-violet-otter-43' } });
    expect(late.status).toBe(400);
    expect((await t.call('POST', '/api/email-auth/login', { json: { email: ann.email, password: ann.password } })).status).toBe(200);
  });

  it('validates the new password and keeps the token usable after a rejected attempt', async () => {
    await registerAnn();
    await t.call('POST', '/api/email-auth/forgot-password', { json: { email: ann.email } });
    const resetToken = await resetLinkFor(ann.email);
    const weak = await t.call('POST', '/api/email-auth/reset-password', { json: { token: resetToken, password: 'short' } });
    expect(weak).toMatchObject({ status: 400, data: { error: 'Password must be at least 8 characters long' } });
    const ok = await t.call('POST', '/api/email-auth/reset-password', { json: { token: resetToken, password: 'new-violet-otter-43' } });
    expect(ok.status).toBe(200);
  });

  it('sends at most three reset emails an hour', async () => {
    await registerAnn();
    for (let i = 0; i < 5; i++) await t.call('POST', '/api/email-auth/forgot-password', { json: { email: ann.email } });
    expect((await t.call('GET', '/api/dev/outbox')).data.messages).toHaveLength(3);
  });
});

describe('birthday', () => {
  it('saves month and board visibility for the signed-in user', async () => {
    const { token } = await registerAnn();
    const saved = await t.call('POST', '/api/user/birthday', { token, json: { birthdayMonth: 7, showOnBirthdayBoard: true } });
    expect(saved.status).toBe(200);
    expect(saved.data.user).toMatchObject({ birthdayMonth: 7, showOnBirthdayBoard: true });
    expect((await t.call('GET', '/api/auth/user', { token })).data).toMatchObject({ birthdayMonth: 7, showOnBirthdayBoard: true });
  });

  it.each([
    { birthdayMonth: 0, showOnBirthdayBoard: true },
    { birthdayMonth: 13, showOnBirthdayBoard: true },
    { birthdayMonth: 5.5, showOnBirthdayBoard: true },
    { birthdayMonth: '5', showOnBirthdayBoard: true },
    { birthdayMonth: 5 },
    { birthdayMonth: 5, showOnBirthdayBoard: 'yes' },
    { birthdayMonth: 5, showOnBirthdayBoard: true, role: 'admin' },
  ])('rejects %j with a 400 and changes nothing', async (body) => {
    const { token } = await registerAnn();
    const response = await t.call('POST', '/api/user/birthday', { token, json: body });
    expect(response.status).toBe(400);
    expect(typeof response.data.error).toBe('string');
    expect((await t.call('GET', '/api/auth/user', { token })).data).toMatchObject({ birthdayMonth: null, role: 'customer' });
  });

  it('needs a signed-in user', async () => {
    const response = await t.call('POST', '/api/user/birthday', { json: { birthdayMonth: 7, showOnBirthdayBoard: true } });
    expect(response.status).toBe(401);
  });
});

describe('account settings', () => {
  it('updates the name and clears the birthday month', async () => {
    const { token } = await registerAnn();
    await t.call('POST', '/api/user/birthday', { token, json: { birthdayMonth: 3, showOnBirthdayBoard: true } });
    const updated = await t.call('PATCH', '/api/user/profile', { token, json: { name: 'Ann B.', birthdayMonth: null, showOnBirthdayBoard: false } });
    expect(updated.data.user).toMatchObject({ name: 'Ann B.', birthdayMonth: null, showOnBirthdayBoard: false });
    expect((await t.call('PATCH', '/api/user/profile', { token, json: {} })).status).toBe(400);
    expect((await t.call('PATCH', '/api/user/profile', { token, json: { email: 'x@example.com' } })).status).toBe(400);
    expect((await t.call('PATCH', '/api/user/profile', { token, json: { name: '' } })).data.error).toBe('Name is required');
  });

  it('changes the password with the current one and signs other devices out', async () => {
    const { token: here } = await registerAnn();
    const other = (await t.call('POST', '/api/email-auth/login', { json: { email: ann.email, password: ann.password } })).data.token;
    const wrong = await t.call('POST', '/api/user/password', { token: here, json: { currentPassword: 'nope-nope', newPassword: 'brand-new-secret-1' } });
    expect(wrong).toMatchObject({ status: 400, data: { error: 'Your current password is not correct.' } });
    const ok = await t.call('POST', '/api/user/password', { token: here, json: { currentPassword: ann.password, newPassword: 'brand-new-secret-1' } });
    expect(ok.status).toBe(200);
    expect((await t.call('GET', '/api/auth/user', { token: here })).status).toBe(200);
    expect((await t.call('GET', '/api/auth/user', { token: other })).status).toBe(401);
  });

  it('signs out everywhere', async () => {
    const { token: here } = await registerAnn();
    const other = (await t.call('POST', '/api/email-auth/login', { json: { email: ann.email, password: ann.password } })).data.token;
    expect((await t.call('POST', '/api/user/sessions/revoke-all', { token: here })).status).toBe(200);
    expect((await t.call('GET', '/api/auth/user', { token: here })).status).toBe(401);
    expect((await t.call('GET', '/api/auth/user', { token: other })).status).toBe(401);
  });

  it('deletes the account only with the password and the DELETE confirmation', async () => {
    const { token } = await registerAnn();
    expect((await t.call('DELETE', '/api/user', { token, json: { password: ann.password } })).data.error).toBe('Type DELETE to confirm');
    const wrong = await t.call('DELETE', '/api/user', { token, json: { password: 'not-it-at-all', confirm: 'DELETE' } });
    expect(wrong.status).toBe(400);
    expect((await t.call('GET', '/api/auth/user', { token })).status).toBe(200);

    const deleted = await t.call('DELETE', '/api/user', { token, json: { password: ann.password, confirm: 'DELETE' } });
    expect(deleted.status).toBe(200);
    expect((await t.call('GET', '/api/auth/user', { token })).status).toBe(401);
    expect((await t.call('POST', '/api/email-auth/login', { json: { email: ann.email, password: ann.password } })).status).toBe(401);
    // The email is free again.
    expect((await t.call('POST', '/api/email-auth/register', { json: ann })).status).toBe(201);
  });
});

describe('cross-site protection for cookie sessions', () => {
  it('refuses a state-changing request with the cookie from another origin, but not with a bearer token', async () => {
    const { token } = await registerAnn();
    const crossSite = await t.call('POST', '/api/user/birthday', {
      json: { birthdayMonth: 2, showOnBirthdayBoard: true },
      headers: { cookie: `cakeday_session=${token}`, origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    const sameSite = await t.call('POST', '/api/user/birthday', {
      json: { birthdayMonth: 2, showOnBirthdayBoard: true },
      headers: { cookie: `cakeday_session=${token}`, origin: 'http://127.0.0.1' },
    });
    expect(sameSite.status).toBe(200);
    const bearer = await t.call('POST', '/api/user/birthday', {
      token,
      json: { birthdayMonth: 2, showOnBirthdayBoard: true },
      headers: { origin: 'https://evil.example' },
    });
    expect(bearer.status).toBe(200);
  });
});

describe('new and returning members', () => {
  it('the session a registration opens is a new member’s; a later sign-in makes them a returning one', async () => {
    const { token } = await registerAnn();
    expect((await t.call('GET', '/api/auth/user', { token })).data).toMatchObject({ name: 'Ann Baker', returning: false });
    expect((await t.call('GET', '/api/email-auth/user', { token })).data.returning).toBe(false);

    t.clock.advance(2 * 60 * 60 * 1000);
    const login = await t.call('POST', '/api/email-auth/login', { json: { email: ann.email, password: ann.password } });
    expect(login.status).toBe(200);
    expect((await t.call('GET', '/api/auth/user', { token: login.data.token })).data.returning).toBe(true);
    // The first session stays a first visit's, however long it lasts.
    expect((await t.call('GET', '/api/auth/user', { token })).data.returning).toBe(false);
  });
});
