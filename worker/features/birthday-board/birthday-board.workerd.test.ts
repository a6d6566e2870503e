/**
 * The birthday board inside workerd, through the real Workers entry, on libSQL over HTTP: a member
 * on next month's board, a group gift started for them, a contribution paid through the money
 * feature's demo checkout, a message; the celebrant sees none of it until the organiser reveals it.
 */
import { describe, expect, it } from 'vitest';
import { call, uniqueAddress, uniqueEmail } from '../../testing/workerd/runtime/worker-client.ts';

async function member(name: string) {
  const registered = await call('POST', '/api/email-auth/register', { address: uniqueAddress(), json: { name, email: uniqueEmail(name.toLowerCase()), password: 'lantern-harbour-violet-42' } });
  expect(registered.status).toBe(201);
  return { token: registered.data.token as string, id: registered.data.user.id as string };
}

describe('the birthday board inside workerd (libSQL over HTTP)', () => {
  it('a group gift is started, paid into and signed; the celebrant sees nothing until the organiser reveals it', async () => {
    const month = ((new Date().getUTCMonth() + 1) % 12) + 1;
    const cleo = await member('Cleo');
    expect((await call('PATCH', '/api/user/profile', { token: cleo.token, json: { birthdayMonth: month, showOnBirthdayBoard: true } })).status).toBe(200);
    const olga = await member('Olga');
    const gil = await member('Gil');

    const board = await call('GET', `/api/birthday-board?month=${month}`, { token: gil.token });
    expect(board.status).toBe(200);
    expect(board.data.members).toContainEqual({ id: cleo.id, name: 'Cleo', initial: 'C', isYou: false });

    const gift = await call('POST', '/api/birthday-board/gifts', { token: olga.token, json: { celebrantId: cleo.id, title: 'Workerd kite', targetCents: 5_000 } });
    expect(gift.status).toBe(201);
    const started = await call('POST', `/api/pots/${gift.data.potId}/contributions`, { token: gil.token, json: { amountCents: 2_000, name: 'Gil' } });
    expect(started.status).toBe(201);
    const sessionId = new URL(started.data.checkoutUrl).pathname.split('/').pop()!;
    expect((await call('POST', `/api/payments/demo/checkout/${sessionId}/pay`, { json: { cardNumber: '4242 4242 4242 4242' } })).status).toBe(200);
    expect((await call('POST', `/api/birthday-board/gifts/${gift.data.id}/messages`, { token: gil.token, json: { body: 'Happy birthday!' } })).status).toBe(201);
    const seen = await call('GET', `/api/birthday-board/gifts/${gift.data.id}`, { token: gil.token });
    expect(seen.data).toMatchObject({ raisedCents: 2_000, givers: ['Gil'], revealed: false });

    // The celebrant: no gift on the board, and every route with its ids is a 404.
    expect((await call('GET', `/api/birthday-board?month=${month}`, { token: cleo.token })).data.gifts).toEqual([]);
    expect((await call('GET', `/api/birthday-board/gifts/${gift.data.id}`, { token: cleo.token })).status).toBe(404);
    expect((await call('GET', `/api/pots/${gift.data.potId}`, { token: cleo.token })).status).toBe(404);
    expect((await call('POST', `/api/pots/${gift.data.potId}/contributions`, { token: cleo.token, json: { amountCents: 2_000, name: 'Cleo' } })).status).toBe(404);
    expect((await call('POST', '/api/birthday-board/gifts', { token: cleo.token, json: { celebrantId: cleo.id, title: 'Mine', targetCents: 5_000 } })).status).toBe(403);

    expect((await call('POST', `/api/birthday-board/gifts/${gift.data.id}/reveal`, { token: olga.token })).status).toBe(200);
    const revealed = await call('GET', `/api/birthday-board/gifts/${gift.data.id}`, { token: cleo.token });
    expect(revealed.data).toMatchObject({ revealed: true, youAreCelebrant: true, givers: ['Gil'], messages: [expect.objectContaining({ body: 'Happy birthday!' })] });
  }, 120_000);

  // The run shares one database, so the count is read before and after this test's own change
  // (other files set other months: accounts' member July, the test above next month).
  it('tells a visitor this month’s count of members on the board, counting only those who show themselves', async () => {
    const month = new Date().getUTCMonth() + 1;
    const overview = async () => {
      const response = await call('GET', '/api/birthday-board/overview');
      expect(response.status, response.text).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(Object.keys(response.data).sort()).toEqual(['count', 'month']);
      expect(response.data.month).toBe(month);
      return response.data.count as number;
    };
    const before = await overview();
    const dana = await member('Dana');
    expect((await call('PATCH', '/api/user/profile', { token: dana.token, json: { birthdayMonth: month, showOnBirthdayBoard: true } })).status).toBe(200);
    const shown = await overview();
    expect(shown).toBe(before + 1);
    // The signed-in board counts the same members for the month.
    expect((await call('GET', `/api/birthday-board?month=${month}`, { token: dana.token })).data.counts[month - 1]).toBe(shown);
    // Hidden again: the visitor's count drops, and nothing of Dana is in it either way.
    expect((await call('PATCH', '/api/user/profile', { token: dana.token, json: { birthdayMonth: month, showOnBirthdayBoard: false } })).status).toBe(200);
    const hidden = await call('GET', '/api/birthday-board/overview');
    expect(hidden.data.count).toBe(before);
    expect(hidden.text).not.toMatch(/Dana/);
  }, 60_000);
});
