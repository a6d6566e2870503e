/**
 * The money path inside workerd, through the real Workers entry, on libSQL over HTTP: the demo
 * provider (its bookkeeping in the database, its events delivered in process), the hosted-checkout
 * start, the 24-hour hold, a cancel that refunds, the host's totals and a refused webhook signature.
 */
import { describe, expect, it } from 'vitest';
import { call, uniqueAddress, uniqueEmail } from '../../testing/workerd/runtime/worker-client.ts';

async function member(name: string) {
  const registered = await call('POST', '/api/email-auth/register', { address: uniqueAddress(), json: { name, email: uniqueEmail(name.toLowerCase()), password: 'lantern-harbour-violet-42' } });
  expect(registered.status).toBe(201);
  return registered.data.token as string;
}

function inDays(days: number, hour: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString().slice(0, 16);
}

describe('money inside workerd (libSQL over HTTP)', () => {
  it('a member chips in through the demo checkout, sees the hold, cancels for a full refund; the host sees the books balance', async () => {
    const host = await member('Hana');
    const created = await call('POST', '/api/events', { token: host, json: { title: 'Workerd party', timeZone: 'UTC', startsAt: inDays(60, 15), endsAt: inDays(60, 18) } });
    expect(created.status).toBe(201);
    const eventId: string = created.data.event.id;
    const pot = await call('POST', `/api/events/${eventId}/pots`, { token: host, json: { kind: 'event_fund', title: 'Party fund', minCents: 500, maxCents: 10_000 } });
    expect(pot.status).toBe(201);

    const guest = await member('Gus');
    const started = await call('POST', `/api/pots/${pot.data.id}/contributions`, { token: guest, json: { amountCents: 2_000, anonymous: false, name: 'Gus' } });
    expect(started.status).toBe(201);
    expect(started.data.contribution).toMatchObject({ status: 'pending', providerLabel: 'Demo payment — no money moves' });
    const sessionId = new URL(started.data.checkoutUrl).pathname.split('/').pop()!;

    const declined = await call('POST', `/api/payments/demo/checkout/${sessionId}/pay`, { json: { cardNumber: '4000 0000 0000 0002' } });
    expect(declined.status).toBe(402);
    const paid = await call('POST', `/api/payments/demo/checkout/${sessionId}/pay`, { json: { cardNumber: '4242 4242 4242 4242' } });
    expect(paid.status).toBe(200);

    const id: string = started.data.contribution.id;
    const held = await call('GET', `/api/contributions/${id}`, { token: guest });
    expect(held.data).toMatchObject({ status: 'succeeded', cancellable: true });
    expect(Date.parse(held.data.heldUntil) - Date.parse(held.data.succeededAt)).toBe(24 * 60 * 60 * 1000);
    // Only the contributor may cancel; to the host the contribution does not exist here.
    expect((await call('POST', `/api/contributions/${id}/cancel`, { token: host })).status).toBe(404);

    const cancelled = await call('POST', `/api/contributions/${id}/cancel`, { token: guest });
    expect(cancelled.data).toMatchObject({ status: 'refunded', refundReason: 'cancelled' });

    const money = await call('GET', `/api/events/${eventId}/contributions`, { token: host });
    expect(money.status).toBe(200);
    expect(money.data.totals).toMatchObject({ chargedCents: 2_000, refundedCents: 2_000, releasedCents: 0, heldCents: 0 });
  });

  it('a webhook without a valid signature is a 400 and changes nothing', async () => {
    const response = await call('POST', '/api/payments/webhook', { json: { id: 'evt_forged', type: 'payment.succeeded' } });
    expect(response.status).toBe(400);
  });
});
