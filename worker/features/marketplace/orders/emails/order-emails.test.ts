import { afterEach, describe, expect, it, vi } from 'vitest';
import { runScheduledWork } from '#worker/scheduler.ts';
import type { EmailMessage, Mailer } from '#worker/services/mailer.ts';
import { OutboxMailer } from '#worker/services/mailer.ts';
import { insertEvent } from '#worker/testing/invitations.ts';
import {
  addLine,
  auditAll,
  buyAndPay,
  buyer,
  checkoutCart,
  DAY,
  deliverWebhook,
  HOUR,
  insertItem,
  insertRental,
  orderLedger,
  paidCheckoutWebhook,
  payCheckout,
  sellerWithShop,
  stockOf,
} from '#worker/testing/marketplace-orders.ts';
import { createTestApp, type TestApp } from '#worker/testing/test-app.ts';

/**
 * The marketplace orders' emails (decision 062) through the real app and the outbox: who gets
 * which email with which facts, never twice for one event, never another shop's lines, and a mail
 * outage that changes nothing in the orders or the ledger.
 */

let t: TestApp;
afterEach(() => t?.close());

const api = '/api/marketplace';
const APP_URL = 'https://cakeday.example';

/** A mailer that writes to the outbox, or throws while `down` is set (a mail provider outage). */
class FlakyMailer implements Mailer {
  down = false;
  constructor(private readonly inner: () => Mailer) {}
  async send(message: EmailMessage): Promise<void> {
    if (this.down) throw new Error('mail provider unreachable');
    await this.inner().send(message);
  }
}

async function setup(mailer?: Mailer) {
  t = await createTestApp({ env: { APP_URL }, ...(mailer ? { mailer } : {}) });
}

async function mailsTo(userId: string) {
  const result = await t.client.execute({
    sql: 'SELECT subject, body FROM outbox_messages WHERE recipient = (SELECT email FROM users WHERE id = ?) ORDER BY created_at, rowid',
    args: [userId],
  });
  return result.rows.map((row) => ({ subject: String(row.subject), body: String(row.body) }));
}

async function outboxCount() {
  return Number((await t.client.execute('SELECT count(*) AS n FROM outbox_messages')).rows[0]!.n);
}

describe('a paid checkout', () => {
  it('tells each seller of their own order only, with the deadline in the shop’s zone, and gives the buyer one receipt', async () => {
    await setup();
    const sam = await sellerWithShop(t, 'Sam');
    const rae = await sellerWithShop(t, 'Rae', { shop: { timeZone: 'America/Los_Angeles' } });
    const plates = await insertItem(t, sam.shopId, { variants: [{ priceCents: 1_000, stock: 5, optionValues: ['Blue'] }] });
    const castle = await insertRental(t, rae.shopId, { quantity: 1, priceCents: 5_000, depositCents: 2_000 });
    const bea = await buyer(t);
    const view = await buyAndPay(
      t,
      bea.token,
      [
        { variantId: plates.variantId, quantity: 2 },
        { variantId: castle.variantId, quantity: 1, rentalStart: '2026-12-05', rentalDays: 2 },
      ],
      [sam.shopId, rae.shopId],
    );
    expect(view.status).toBe('paid');

    // Paid at Sat Nov 21 12:00 UTC: 48 hours to confirm, read in each shop's own zone.
    const [samMail, ...samMore] = await mailsTo(sam.id);
    expect(samMore).toEqual([]);
    expect(samMail!.subject).toBe('New order from Bea: please confirm by Mon, Nov 23, 2026, 6:00 AM CST');
    expect(samMail!.body).toContain('2 × Paper plates (Blue): $20.00');
    expect(samMail!.body).toContain('Delivery (shipping): $8.00\nTotal: $28.00');
    expect(samMail!.body).toContain('Ship to: 12 Oak Street');
    expect(samMail!.body).toContain('Confirm by Mon, Nov 23, 2026, 6:00 AM CST or it is cancelled and refunded.');
    expect(samMail!.body).toContain(`${APP_URL}/shop-manager?tab=orders`);
    expect(samMail!.body).toContain('(Demo payment — no money moves.)');
    expect(samMail!.body).not.toMatch(/Bounce castle|\$128\.00|\$156\.00/);

    const [raeMail, ...raeMore] = await mailsTo(rae.id);
    expect(raeMore).toEqual([]);
    expect(raeMail!.body).toContain('1 × Bounce castle, rented Sat, Dec 5, 2026 to Sun, Dec 6, 2026 (2 days): $100.00 + $20.00 refundable deposit');
    expect(raeMail!.body).toContain('Confirm by Mon, Nov 23, 2026, 4:00 AM PST');
    expect(raeMail!.body).not.toMatch(/Paper plates|\$28\.00|\$156\.00/);

    const [receipt, ...receiptMore] = await mailsTo(bea.id);
    expect(receiptMore).toEqual([]);
    expect(receipt!.subject).toBe('Your receipt: $156.00 paid');
    expect(receipt!.body).toContain("Sam's Party Shop (order ");
    expect(receipt!.body).toContain("Rae's Party Shop (order ");
    expect(receipt!.body).toContain('Total: $28.00');
    expect(receipt!.body).toContain('Total: $128.00');
    expect(receipt!.body).toContain('Total paid: $156.00');
    expect(receipt!.body).toContain(`${APP_URL}/marketplace/orders`);
  });

  it('a replayed payment webhook, the same payment under another event id, or the page asking again sends nothing more', async () => {
    await setup();
    const sam = await sellerWithShop(t, 'Sam');
    const plates = await insertItem(t, sam.shopId, { variants: [{ priceCents: 1_000, stock: 5 }] });
    const bea = await buyer(t);
    await addLine(t, bea.token, { variantId: plates.variantId, quantity: 1 });
    const placed = await checkoutCart(t, bea.token, [sam.shopId]);
    const body = paidCheckoutWebhook(t, placed.data, 'pi_emails_1');
    const deliver = (raw: string) => deliverWebhook(t, raw);
    expect((await deliver(body)).data.result).toBe('processed');
    expect(await mailsTo(sam.id)).toHaveLength(1);
    expect(await mailsTo(bea.id)).toHaveLength(1);
    const before = await outboxCount();
    expect((await deliver(body)).data.result).toBe('duplicate');
    expect((await deliver(body.replace('evt_paid_1', 'evt_paid_2'))).data.result).toBe('ignored');
    expect((await t.call('GET', `${api}/checkouts/${placed.data.groupId}`, { token: bea.token })).data.status).toBe('paid');
    expect(await outboxCount()).toBe(before);
  });

  it('tied to a party: the seller reads the party’s start and the deliver-by date, the buyer reads times in the party’s zone', async () => {
    await setup();
    const sam = await sellerWithShop(t, 'Sam');
    const plates = await insertItem(t, sam.shopId, { variants: [{ priceCents: 1_000, stock: 5 }] });
    const bea = await buyer(t);
    // Mia's party in New York, Sat Nov 28 at 3 PM EST (20:00 UTC); Sam's shop reads Chicago time.
    const party = await insertEvent(t, bea.id, { startsAt: Date.UTC(2026, 10, 28, 20), endsAt: Date.UTC(2026, 10, 28, 23), location: '5 Elm Road' });
    expect((await t.call('PUT', `${api}/cart/event`, { token: bea.token, json: { eventId: party.id } })).status).toBe(200);
    await addLine(t, bea.token, { variantId: plates.variantId, quantity: 3 });
    const placed = await t.call('POST', `${api}/checkout`, { token: bea.token, json: { deliveries: [{ shopId: sam.shopId, method: 'local' }], city: 'Austin' } });
    expect(placed.status, JSON.stringify(placed.data)).toBe(201);
    expect((await payCheckout(t, placed.data.checkoutUrl)).status).toBe(200);

    const [samMail] = await mailsTo(sam.id);
    expect(samMail!.body).toContain(
      "Deliver to: 5 Elm Road\nNeeded by Sat, Nov 28, 2026, for Mia turns 7, which starts Sat, Nov 28, 2026, 3:00 PM EST. If it isn't delivered by then, it is cancelled and refunded.",
    );
    expect(samMail!.body).toContain('Confirm by Mon, Nov 23, 2026, 6:00 AM CST');
    const [receipt] = await mailsTo(bea.id);
    expect(receipt!.body).toContain('Local delivery to 5 Elm Road, needed by Sat, Nov 28, 2026.');
    expect(receipt!.body).toContain("Sam's Party Shop confirms by Mon, Nov 23, 2026, 7:00 AM EST");
  });
});

describe('an order’s life', () => {
  it('confirmed and delivered tell the buyer; the payout and the review tell the seller', async () => {
    await setup();
    const sam = await sellerWithShop(t, 'Sam');
    const plates = await insertItem(t, sam.shopId, { variants: [{ priceCents: 1_000, stock: 5 }] });
    const bea = await buyer(t);
    const view = await buyAndPay(t, bea.token, [{ variantId: plates.variantId, quantity: 2 }], [sam.shopId]);
    const orderId = view.orders[0].id as string;

    expect((await t.call('POST', `${api}/seller/orders/${orderId}/confirm`, { token: sam.token })).status).toBe(200);
    const confirmed = (await mailsTo(bea.id)).at(-1)!;
    expect(confirmed.subject).toBe("Sam's Party Shop confirmed your order");
    expect(confirmed.body).toContain('2 × Paper plates: $20.00');
    expect(confirmed.body).toContain('Shipping to 12 Oak Street.');

    t.clock.advance(HOUR);
    expect((await t.call('POST', `${api}/seller/orders/${orderId}/deliver`, { token: sam.token })).status).toBe(200);
    const delivered = (await mailsTo(bea.id)).at(-1)!;
    expect(delivered.subject).toBe("Sam's Party Shop delivered your order");
    // Delivered Sat Nov 21 13:00 UTC: three days to speak up, in the shop's zone (no party).
    expect(delivered.body).toContain('Got everything? Mark it received and leave a review.');
    expect(delivered.body).toContain('message the shop before Tue, Nov 24, 2026, 7:00 AM CST');
    expect(delivered.body).toContain(`${APP_URL}/marketplace/orders`);

    const sellerBefore = (await mailsTo(sam.id)).length;
    expect((await t.call('POST', `${api}/orders/${orderId}/received`, { token: bea.token })).status).toBe(200);
    t.clock.advance(DAY);
    await runScheduledWork(t.deps);
    await runScheduledWork(t.deps);
    const sellerMails = await mailsTo(sam.id);
    expect(sellerMails).toHaveLength(sellerBefore + 1);
    expect(sellerMails.at(-1)!.subject).toMatch(/^You were paid \$25\.20 for order /);
    expect(sellerMails.at(-1)!.body).toContain('Order total $28.00, less the 10% commission ($2.80).');
    expect(sellerMails.at(-1)!.body).toContain(`${APP_URL}/seller-dashboard`);

    expect((await t.call('POST', `${api}/orders/${orderId}/review`, { token: bea.token, json: { rating: 4, text: 'Lovely plates' } })).status).toBe(201);
    const review = (await mailsTo(sam.id)).at(-1)!;
    expect(review.subject).toBe("Bea gave Sam's Party Shop 4 stars");
    expect(review.body).toContain('★★★★☆ (4 of 5)');
    expect(review.body).toContain('“Lovely plates”');
    // The buyer heard of nothing after "delivered": receiving and reviewing are their own moves.
    expect((await mailsTo(bea.id)).at(-1)).toEqual(delivered);
  });

  it('the buyer cancels: both sides hear it with the refund; declined lines and a last decline tell the buyer what comes back', async () => {
    await setup();
    const sam = await sellerWithShop(t, 'Sam');
    const plates = await insertItem(t, sam.shopId, { variants: [{ priceCents: 1_000, stock: 5 }] });
    const cups = await insertItem(t, sam.shopId, { title: 'Cups', variants: [{ priceCents: 300, stock: 5 }] });
    const bea = await buyer(t);

    const first = await buyAndPay(t, bea.token, [{ variantId: plates.variantId, quantity: 2 }], [sam.shopId]);
    expect((await t.call('POST', `${api}/orders/${first.orders[0].id}/cancel`, { token: bea.token, json: { reason: 'Plans changed' } })).status).toBe(200);
    const buyerCancel = (await mailsTo(bea.id)).at(-1)!;
    expect(buyerCancel.subject).toBe("Your order from Sam's Party Shop is cancelled");
    expect(buyerCancel.body).toContain('$28.00 is refunded to your card');
    const sellerCancel = (await mailsTo(sam.id)).at(-1)!;
    expect(sellerCancel.subject).toMatch(/^Bea cancelled order /);
    expect(sellerCancel.body).toContain('Their note: “Plans changed”');
    expect(sellerCancel.body).toContain('The stock is back in your shop and Bea gets $28.00 back.');
    // Refused a second time: nobody hears of it again.
    const count = await outboxCount();
    expect((await t.call('POST', `${api}/orders/${first.orders[0].id}/cancel`, { token: bea.token, json: {} })).status).toBe(409);
    expect(await outboxCount()).toBe(count);

    const second = await buyAndPay(
      t,
      bea.token,
      [
        { variantId: plates.variantId, quantity: 1 },
        { variantId: cups.variantId, quantity: 2 },
      ],
      [sam.shopId],
    );
    const order = second.orders[0];
    const cupsLine = order.lines.find((line: any) => line.title === 'Cups');
    const platesLine = order.lines.find((line: any) => line.title === 'Paper plates');
    await t.call('POST', `${api}/seller/orders/${order.id}/decline-lines`, { token: sam.token, json: { lineIds: [cupsLine.id], reason: 'Out of cups' } });
    const declined = (await mailsTo(bea.id)).at(-1)!;
    expect(declined.subject).toBe("Sam's Party Shop can't supply part of your order");
    expect(declined.body).toContain('2 × Cups: $6.00');
    expect(declined.body).toContain('Their note: “Out of cups”');
    expect(declined.body).toContain('$6.00 is refunded to your card');
    expect(declined.body).toContain('The rest is still on its way:\n- 1 × Paper plates: $10.00');

    await t.call('POST', `${api}/seller/orders/${order.id}/decline-lines`, { token: sam.token, json: { lineIds: [platesLine.id] } });
    const cancelled = (await mailsTo(bea.id)).at(-1)!;
    expect(cancelled.subject).toBe("Sam's Party Shop cancelled your order");
    // The plates and the delivery fee: everything not refunded yet.
    expect(cancelled.body).toContain('$18.00 is refunded to your card');
    // The seller cancelled it themselves: no email to them about it.
    expect((await mailsTo(sam.id)).at(-1)!.subject).toMatch(/^New order from Bea/);
  });

  it('the timers: not confirmed in 48 hours, not delivered before the party, and a payment after the checkout expired tell the buyer; an unpaid checkout tells nobody', async () => {
    await setup();
    const sam = await sellerWithShop(t, 'Sam');
    const plates = await insertItem(t, sam.shopId, { variants: [{ priceCents: 1_000, stock: 5 }] });
    const bea = await buyer(t);

    await buyAndPay(t, bea.token, [{ variantId: plates.variantId, quantity: 1 }], [sam.shopId]);
    t.clock.advance(48 * HOUR);
    await runScheduledWork(t.deps);
    await runScheduledWork(t.deps);
    const timedOut = (await mailsTo(bea.id)).filter((mail) => mail.subject.includes("didn't confirm"));
    expect(timedOut).toHaveLength(1);
    expect(timedOut[0]!.subject).toBe("Sam's Party Shop didn't confirm your order, so it is cancelled");
    expect(timedOut[0]!.body).toContain('$18.00 is refunded to your card');

    const party = await insertEvent(t, bea.id, { startsAt: t.clock.now() + 8 * DAY, endsAt: t.clock.now() + 8 * DAY + 3 * HOUR });
    await t.call('PUT', `${api}/cart/event`, { token: bea.token, json: { eventId: party.id } });
    const second = await buyAndPay(t, bea.token, [{ variantId: plates.variantId, quantity: 1 }], [sam.shopId]);
    await t.call('POST', `${api}/seller/orders/${second.orders[0].id}/confirm`, { token: sam.token });
    t.clock.advance(8 * DAY);
    await runScheduledWork(t.deps);
    const missed = (await mailsTo(bea.id)).at(-1)!;
    expect(missed.subject).toBe("Your order from Sam's Party Shop is cancelled: not delivered in time");
    expect(missed.body).toContain('did not deliver your order');
    expect(missed.body).toContain('before Mia turns 7 started');
    expect(missed.body).toContain('$18.00 is refunded to your card');

    // Not paid within 15 minutes: let go quietly. Paid after that: refunded in full, and the buyer is told.
    await t.call('PUT', `${api}/cart/event`, { token: bea.token, json: { eventId: null } });
    await addLine(t, bea.token, { variantId: plates.variantId, quantity: 1 });
    const placed = await checkoutCart(t, bea.token, [sam.shopId]);
    const count = await outboxCount();
    t.clock.advance(15 * 60_000);
    await runScheduledWork(t.deps);
    expect(await outboxCount()).toBe(count);
    const sellerBefore = await mailsTo(sam.id);
    expect((await payCheckout(t, placed.data.checkoutUrl)).status).toBe(200);
    const late = (await mailsTo(bea.id)).at(-1)!;
    expect(late.subject).toBe('Your payment of $18.00 is refunded');
    expect(late.body).toContain('no order was placed');
    expect(await mailsTo(sam.id)).toEqual(sellerBefore);
  });
});

describe('a mail outage', () => {
  /** One checkout's whole life and a cancelled one, read as answers, states, ledger and stock (no ids). */
  async function scenario(outage: boolean) {
    const mailer = new FlakyMailer(() => new OutboxMailer(t.db, t.clock));
    await setup(mailer);
    const sam = await sellerWithShop(t, 'Sam');
    const plates = await insertItem(t, sam.shopId, { variants: [{ priceCents: 1_000, stock: 5 }] });
    const cups = await insertItem(t, sam.shopId, { title: 'Cups', variants: [{ priceCents: 300, stock: 5 }] });
    const bea = await buyer(t);
    mailer.down = outage;
    const kept = await buyAndPay(
      t,
      bea.token,
      [
        { variantId: plates.variantId, quantity: 2 },
        { variantId: cups.variantId, quantity: 1 },
      ],
      [sam.shopId],
    );
    const cancelled = await buyAndPay(t, bea.token, [{ variantId: plates.variantId, quantity: 1 }], [sam.shopId]);
    const order = kept.orders[0];
    const cupsLine = order.lines.find((line: any) => line.title === 'Cups');
    const answers = [
      (await t.call('POST', `${api}/seller/orders/${order.id}/decline-lines`, { token: sam.token, json: { lineIds: [cupsLine.id] } })).status,
      (await t.call('POST', `${api}/seller/orders/${order.id}/confirm`, { token: sam.token })).status,
      (await t.call('POST', `${api}/seller/orders/${order.id}/deliver`, { token: sam.token })).status,
      (await t.call('POST', `${api}/orders/${order.id}/received`, { token: bea.token })).status,
      (await t.call('POST', `${api}/orders/${cancelled.orders[0].id}/cancel`, { token: bea.token, json: { reason: 'Oops' } })).status,
    ];
    t.clock.advance(DAY);
    const report = await runScheduledWork(t.deps);
    answers.push((await t.call('POST', `${api}/orders/${order.id}/review`, { token: bea.token, json: { rating: 5, text: 'Great' } })).status);
    const orders = (await t.call('GET', `${api}/orders`, { token: bea.token })).data.orders.map((row: any) => ({
      status: row.status,
      totalCents: row.totalCents,
      refundedCents: row.refundedCents,
      sellerShareCents: row.sellerShareCents,
      review: row.review,
    }));
    // Both checkouts may fall in one clock millisecond, so their order in the list is not part of what is compared.
    orders.sort((a: { status: string }, b: { status: string }) => a.status.localeCompare(b.status));
    return {
      answers,
      paidOut: report.marketplaceMoney.paidOut,
      failedJobs: report.failedJobs,
      orders,
      ledger: [await orderLedger(t, order.id), await orderLedger(t, cancelled.orders[0].id)],
      stock: [await stockOf(t, plates.variantId), await stockOf(t, cups.variantId)],
      audit: await auditAll(t),
      mails: await outboxCount(),
    };
  }

  it('changes nothing in the orders, the refunds, the payout or the ledger', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const healthy = await scenario(false);
      t.close();
      const outage = await scenario(true);
      expect(healthy.mails).toBeGreaterThan(5);
      expect(outage.mails).toBe(0);
      expect(outage.answers).toEqual([200, 200, 200, 200, 200, 201]);
      expect({ ...outage, mails: 0 }).toEqual({ ...healthy, mails: 0 });
      expect(outage).toMatchObject({ paidOut: 1, failedJobs: [], audit: [] });
      expect(warn.mock.calls.some(([message]) => String(message).includes('emails not sent'))).toBe(true);
    } finally {
      warn.mockRestore();
    }
  });
});
