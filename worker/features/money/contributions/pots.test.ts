import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HOLD_MS } from '#core/domain/money/hold.rules.ts';
import { wishlistItems, wishlistSettings } from '#worker/db/schema/index.ts';
import { DEMO_PAYMENT_LABEL } from '#worker/services/payments/demo-provider.ts';
import { insertEvent, insertGuest, registerMember } from '#worker/testing/invitations.ts';
import { createTestApp, type TestApp } from '#worker/testing/test-app.ts';
import { ledgerRepo } from '../ledger.repo.ts';
import { asGuest, contributeAndPay, expectSoundLedger, moneyWorld } from '../money-testing.ts';

let t: TestApp;
let world: Awaited<ReturnType<typeof moneyWorld>>;
beforeEach(async () => {
  t = await createTestApp();
  world = await moneyWorld(t);
});
afterEach(() => t.close());

const potsPath = () => `/api/events/${world.event.id}/pots`;

describe('pots', () => {
  it('one fund per event; a gift pot needs an item of this event; limits and deadlines are checked', async () => {
    const fund = { kind: 'event_fund', title: 'Again', minCents: 500, maxCents: 1_000 };
    expect(await t.call('POST', potsPath(), { token: world.host.token, json: fund })).toMatchObject({ status: 409, data: { error: 'This event already has a fund' } });
    const gift = { kind: 'gift', title: 'Bike', minCents: 500, maxCents: 10_000, wishlistItemId: 'nope' };
    expect((await t.call('POST', potsPath(), { token: world.host.token, json: gift })).status).toBe(404);
    expect((await t.call('POST', potsPath(), { token: world.host.token, json: { ...gift, maxCents: 100 } })).status).toBe(400);
    const past = new Date(t.clock.now() - 1_000).toISOString();
    const late = await t.call('POST', potsPath(), { token: world.host.token, json: { ...gift, deadline: past } });
    expect(late.status).toBe(400);

    const now = t.clock.now();
    await t.db.insert(wishlistItems).values({ id: 'item1', eventId: world.event.id, title: 'Bike', priceCents: 20_000, position: 0, createdAt: now, updatedAt: now });
    const created = await t.call('POST', potsPath(), {
      token: world.host.token,
      json: { ...gift, wishlistItemId: 'item1', targetCents: 20_000, deadline: new Date(now + 86_400_000).toISOString(), refundIfTargetMissed: true },
    });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ kind: 'gift', wishlistItemId: 'item1', fundingStatus: 'open', status: 'open', providerLabel: DEMO_PAYMENT_LABEL });
    expect((await t.call('POST', potsPath(), { token: world.host.token, json: { ...gift, wishlistItemId: 'item1' } })).status).toBe(409);
    const list = await t.call('GET', potsPath(), { token: world.host.token });
    expect(list.data.pots).toHaveLength(2);
  });

  it('an item of another event cannot get a pot here', async () => {
    const other = await insertEvent(t, world.host.id);
    const now = t.clock.now();
    await t.db.insert(wishlistItems).values({ id: 'foreign', eventId: other.id, title: 'Kite', priceCents: 2_000, position: 0, createdAt: now, updatedAt: now });
    const response = await t.call('POST', potsPath(), { token: world.host.token, json: { kind: 'gift', title: 'Kite', minCents: 500, maxCents: 2_000, wishlistItemId: 'foreign' } });
    expect(response.status).toBe(404);
  });

  it('a cancelled event opens no pot', async () => {
    await t.client.execute({ sql: "UPDATE events SET status = 'cancelled' WHERE id = ?", args: [world.event.id] });
    const response = await t.call('POST', potsPath(), { token: world.host.token, json: { kind: 'gift', title: 'Kite', minCents: 500, maxCents: 2_000, wishlistItemId: 'x' } });
    expect(response).toMatchObject({ status: 409, data: { error: 'This event was cancelled, so it no longer collects money.' } });
  });

  it('editing: max below min is a 400; closing stops new contributions but the public view still answers', async () => {
    const path = `/api/events/${world.event.id}/pots/${world.pot.id}`;
    expect((await t.call('PATCH', path, { token: world.host.token, json: { maxCents: 100 } })).status).toBe(400);
    expect((await t.call('PATCH', path, { token: world.host.token, json: { totalCents: 1 } })).status).toBe(400);
    const closed = await t.call('PATCH', path, { token: world.host.token, json: { status: 'closed', minCents: 1_000 } });
    expect(closed.data).toMatchObject({ status: 'closed', minCents: 1_000 });
    expect((await t.call('GET', `/api/pots/${world.pot.id}`)).data.status).toBe('closed');
    expect((await t.call('GET', `/api/public/events/${world.event.slug}/pots`)).data.pots).toEqual([]);
    expect((await t.call('PATCH', `/api/events/${world.event.id}/pots/unknown`, { token: world.host.token, json: { status: 'open' } })).status).toBe(404);
  });

  it('the public event page lists open pots; an invite-only event shows them only to its guests', async () => {
    expect((await t.call('GET', `/api/public/events/${world.event.slug}/pots`)).data.pots).toHaveLength(1);
    await t.client.execute({ sql: 'UPDATE events SET invite_only = 1 WHERE id = ?', args: [world.event.id] });
    expect((await t.call('GET', `/api/public/events/${world.event.slug}/pots`)).data.pots).toEqual([]);
    expect((await t.call('GET', `/api/pots/${world.pot.id}`)).status).toBe(404);
    expect((await t.call('GET', `/api/public/events/${world.event.slug}/pots`, { headers: asGuest(world.guest.token) })).data.pots).toHaveLength(1);
    expect((await t.call('GET', `/api/pots/${world.pot.id}`, { headers: asGuest(world.guest.token) })).status).toBe(200);
    expect((await t.call('GET', '/api/public/events/no-such-party/pots')).status).toBe(404);
  });

  it('the celebrant never sees the pots, not even with a guest link of their own party', async () => {
    const celebrant = await registerMember(t, 'Mia', 'mia@example.com');
    await t.db.insert(wishlistSettings).values({ eventId: world.event.id, celebrantUserId: celebrant.id, updatedAt: t.clock.now() });
    expect((await t.call('GET', `/api/public/events/${world.event.slug}/pots`, { token: celebrant.token })).data.pots).toEqual([]);
    const asCelebrantGuest = { token: celebrant.token, headers: asGuest(world.guest.token) };
    expect((await t.call('GET', `/api/public/events/${world.event.slug}/pots`, asCelebrantGuest)).data.pots).toEqual([]);
    expect((await t.call('GET', `/api/pots/${world.pot.id}`, { token: celebrant.token })).status).toBe(404);
    expect((await t.call('GET', `/api/public/events/${world.event.slug}/pots`)).data.pots).toHaveLength(1);
  });
});

describe('the host’s money screen', () => {
  it('totals from the ledger, anonymous names, payout state and what waits for a payout account', async () => {
    const first = await contributeAndPay(t, world.pot.id, world.guest.token, { amountCents: 2_000, name: 'Gus' });
    t.clock.advance(60_000); // newest first: the second contribution is a minute later
    const other = await insertGuest(t, world.event.id, { name: 'Ann Other' });
    await contributeAndPay(t, world.pot.id, other.token, { amountCents: 3_000, anonymous: true, message: '=HYPERLINK("http://evil")' });
    t.clock.advance(HOLD_MS);
    const view = await t.call('GET', `/api/events/${world.event.id}/contributions`, { token: world.host.token });
    expect(view.status).toBe(200);
    expect(view.data).toMatchObject({
      providerLabel: DEMO_PAYMENT_LABEL,
      totals: { chargedCents: 5_000, refundedCents: 0, releasedCents: 0, heldCents: 5_000 },
      payout: { connected: false, payoutsEnabled: false },
      awaitingPayoutCents: 5_000,
    });
    expect(view.data.contributions.map((c: { contributorName: string }) => c.contributorName)).toEqual(['Anonymous', 'Gus']);
    expect(view.data.pots[0]).toMatchObject({ contributionCount: 2, raisedCents: 5_000, balance: { heldCents: 5_000 } });
    expect(JSON.stringify(view.data)).not.toContain('Ann Other');

    // A released contribution can no longer be refunded by the host; a held one can.
    await t.client.execute({ sql: "UPDATE contributions SET status = 'released', released_at = ? WHERE id = ?", args: [t.clock.now(), first.id] });
    const refused = await t.call('POST', `/api/events/${world.event.id}/contributions/${first.id}/refund`, { token: world.host.token });
    expect(refused.status).toBe(409);
  });

  it('the host refunds a held contribution in full, also after the 24 hours', async () => {
    const { id } = await contributeAndPay(t, world.pot.id, world.guest.token);
    t.clock.advance(HOLD_MS + 1);
    const refunded = await t.call('POST', `/api/events/${world.event.id}/contributions/${id}/refund`, { token: world.host.token });
    expect(refunded.data).toMatchObject({ status: 'refunded', refundReason: 'host', statusLabel: 'Refunded' });
    expect((await t.call('POST', `/api/events/${world.event.id}/contributions/${id}/refund`, { token: world.host.token })).status).toBe(200);
    expect(await ledgerRepo.allEntries(t.db)).toHaveLength(2);
    await expectSoundLedger(t);
    const stranger = await registerMember(t, 'Sam', 'sam@example.com');
    expect((await t.call('POST', `/api/events/${world.event.id}/contributions/${id}/refund`, { token: stranger.token })).status).toBe(404);
    expect((await t.call('POST', `/api/events/${world.event.id}/contributions/nope/refund`, { token: world.host.token })).status).toBe(404);
  });

  it('CSV export: anonymous names, dollars, formulas neutralised, quoted cells', async () => {
    await contributeAndPay(t, world.pot.id, world.guest.token, { amountCents: 2_050, name: '+Gus, "the" Guest', message: '@SUM(A1)' });
    t.clock.advance(60_000); // newest first: the second contribution is a minute later
    const other = await insertGuest(t, world.event.id, { name: 'Ann Other' });
    await contributeAndPay(t, world.pot.id, other.token, { amountCents: 3_000, anonymous: true, message: '=1+1' });
    const response = await t.call('GET', `/api/events/${world.event.id}/contributions.csv`, { token: world.host.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="contributions-${world.event.slug}.csv"`);
    const lines = String(response.data)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Date,Pot,Contributor,Amount,Status,Held until,Released at,Refunded at,Refund reason,Message');
    expect(lines[1]).toContain(',Anonymous,30.00,succeeded,');
    expect(lines[1]).toMatch(/,'=1\+1$/);
    expect(lines[2]).toContain(`,"'+Gus, ""the"" Guest",20.50,`);
    expect(lines[2]).toMatch(/,'@SUM\(A1\)$/);
    expect(String(response.data)).not.toContain('Ann Other');
  });
});
