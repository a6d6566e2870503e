/**
 * The whole account flow inside workerd, through the real Workers entry, on a real libSQL server
 * reached over HTTP with @libsql/client/web (the local sqld the global setup started).
 */
import { describe, expect, it } from 'vitest';
import { call, uniqueAddress, uniqueEmail } from '../../testing/workerd/runtime/worker-client.ts';

const firstPassword = 'lantern-harbour-violet-42';
const newPassword = 'marzipan-orbit-cello-77';

/**
 * The reset link's token from the newest email in the outbox for `email`. The email is sent after
 * the answer (waitUntil), so it is looked for a few times before giving up.
 */
async function resetTokenFromOutbox(email: string): Promise<string> {
  let messages: { body: string }[] = [];
  for (let look = 0; look < 50 && messages.length === 0; look++) {
    if (look > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    const outbox = await call('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}&limit=1`);
    expect(outbox.status).toBe(200);
    messages = outbox.data.messages;
  }
  expect(messages, `no reset email for ${email}`).toHaveLength(1);
  const body = messages[0]!.body;
  const link = /https:\/\/cakeday\.test\/reset-password\?token=(\S+)/.exec(body);
  expect(link, body).not.toBeNull();
  return decodeURIComponent(link![1]!);
}

describe('accounts inside workerd (libSQL over HTTP)', () => {
  it('register, session, logout, login, reset password and birthday all work end to end', async () => {
    const email = uniqueEmail('flow');
    const address = uniqueAddress();

    const registered = await call('POST', '/api/email-auth/register', { address, json: { name: 'Wanda Worker', email, password: firstPassword } });
    expect(registered.status).toBe(201);
    expect(registered.data.user).toMatchObject({ email, name: 'Wanda Worker', role: 'customer', hasPassword: true, birthdayMonth: null });
    const firstToken: string = registered.data.token;
    expect(registered.headers.get('set-cookie')).toMatch(/cakeday_session=.+; .*HttpOnly/i);

    const me = await call('GET', '/api/email-auth/user', { token: firstToken });
    expect(me.status).toBe(200);
    expect(me.data.email).toBe(email);
    expect(me.headers.get('cache-control')).toBe('no-store');

    // Registering the same address twice is refused.
    const again = await call('POST', '/api/email-auth/register', { address, json: { name: 'Other', email, password: firstPassword } });
    expect(again.status).toBe(409);

    // Logging out revokes the token itself, not only the cookie.
    expect((await call('POST', '/api/email-auth/logout', { token: firstToken })).status).toBe(200);
    expect((await call('GET', '/api/email-auth/user', { token: firstToken })).status).toBe(401);

    const login = await call('POST', '/api/email-auth/login', { address, json: { email, password: firstPassword } });
    expect(login.status).toBe(200);
    expect(login.data.token).not.toBe(firstToken);
    const loginToken: string = login.data.token;
    expect((await call('GET', '/api/email-auth/user', { token: loginToken })).status).toBe(200);

    const wrong = await call('POST', '/api/email-auth/login', { address, json: { email, password: 'not-the-password-1' } });
    expect(wrong.status).toBe(401);
    expect(wrong.data.error).toBe('Invalid email or password');

    // Forgot password: the same answer as for unknown accounts, and a link in the outbox.
    const forgot = await call('POST', '/api/email-auth/forgot-password', { address, json: { email } });
    expect(forgot.status).toBe(200);
    const unknown = await call('POST', '/api/email-auth/forgot-password', { address, json: { email: uniqueEmail('nobody') } });
    expect(unknown.data.message).toBe(forgot.data.message);
    const resetToken = await resetTokenFromOutbox(email);

    const reset = await call('POST', '/api/email-auth/reset-password', { address, json: { token: resetToken, password: newPassword } });
    expect(reset.status).toBe(200);
    // A reset signs every session out.
    expect((await call('GET', '/api/email-auth/user', { token: loginToken })).status).toBe(401);

    expect((await call('POST', '/api/email-auth/login', { address, json: { email, password: firstPassword } })).status).toBe(401);
    const relogin = await call('POST', '/api/email-auth/login', { address, json: { email, password: newPassword } });
    expect(relogin.status).toBe(200);
    const token: string = relogin.data.token;

    // The reset link works once.
    const reuse = await call('POST', '/api/email-auth/reset-password', { address, json: { token: resetToken, password: 'another-fresh-pass-9' } });
    expect(reuse.status).toBe(400);
    expect((await call('POST', '/api/email-auth/login', { address, json: { email, password: newPassword } })).status).toBe(200);

    const birthday = await call('POST', '/api/user/birthday', { token, json: { birthdayMonth: 7, showOnBirthdayBoard: true } });
    expect(birthday.status).toBe(200);
    expect(birthday.data.user).toMatchObject({ birthdayMonth: 7, showOnBirthdayBoard: true });
    expect((await call('GET', '/api/email-auth/user', { token })).data).toMatchObject({ birthdayMonth: 7, showOnBirthdayBoard: true });

    const badBirthday = await call('POST', '/api/user/birthday', { token, json: { birthdayMonth: 13, showOnBirthdayBoard: true } });
    expect(badBirthday.status).toBe(400);
    expect((await call('GET', '/api/email-auth/user', { token })).data.birthdayMonth).toBe(7);
  });

  it('throttles parallel guesses at one account from one address, and still lets the member in from elsewhere', async () => {
    const email = uniqueEmail('throttle');
    expect((await call('POST', '/api/email-auth/register', { address: uniqueAddress(), json: { name: 'Tess', email, password: firstPassword } })).status).toBe(201);
    const attacker = uniqueAddress();
    const guesses = await Promise.all(Array.from({ length: 12 }, (_, attempt) => call('POST', '/api/email-auth/login', { address: attacker, json: { email, password: `wrong-guess-${attempt}` } })));
    const statuses = guesses.map((guess) => guess.status);
    expect(
      statuses.every((status) => status === 401 || status === 429),
      statuses.join(' '),
    ).toBe(true);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    const blocked = await call('POST', '/api/email-auth/login', { address: attacker, json: { email, password: firstPassword } });
    expect(blocked.status, `${statuses.join(' ')} then ${JSON.stringify(blocked.data)}`).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const member = await call('POST', '/api/email-auth/login', { address: uniqueAddress(), json: { email, password: firstPassword } });
    expect(member.status).toBe(200);
  });
});
