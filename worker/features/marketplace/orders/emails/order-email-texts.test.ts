import { describe, expect, it } from 'vitest';
import {
  buyerCancelledEmail,
  buyerConfirmedEmail,
  buyerDeliveredEmail,
  buyerReceiptEmail,
  lineText,
  type OrderEmailFacts,
  type OrderEmailLine,
  sellerNewOrderEmail,
  sellerPaidOutEmail,
  sellerReviewedEmail,
} from './order-email-texts.ts';

/** The words of the order emails, from plain facts (decision 062). */

const line = (values: Partial<OrderEmailLine> = {}): OrderEmailLine => ({
  id: 'l1',
  title: 'Paper plates',
  variantTitle: '',
  quantity: 2,
  rentalStart: null,
  rentalDays: null,
  lineCents: 2_000,
  depositCents: 0,
  declined: false,
  ...values,
});

const facts = (values: Partial<OrderEmailFacts> = {}): OrderEmailFacts => ({
  orderId: 'abcdef1234567890',
  shop: { name: 'Sweet Things', city: 'Austin', timeZone: 'America/Chicago' },
  buyerFirstName: 'Bea',
  deliveryMethod: 'shipping',
  address: '12 Oak Street',
  lines: [line()],
  deliveryCents: 800,
  totalCents: 2_800,
  commissionRateBp: 1000,
  deliverByDate: null,
  deliverBy: null,
  confirmBy: Date.UTC(2026, 10, 23, 12),
  receiveBy: Date.UTC(2026, 10, 24, 12),
  party: null,
  ...values,
});

const demo = { base: 'https://cakeday.example', demoNote: 'Demo payment — no money moves' };
const real = { base: 'https://cakeday.example', demoNote: '' };

describe('a line', () => {
  it('names the variant, a one-day or several-day rental and its deposit', () => {
    expect(lineText(line({ variantTitle: 'Blue / Large' }))).toBe('- 2 × Paper plates (Blue / Large): $20.00');
    expect(lineText(line({ title: 'Bounce castle', quantity: 1, rentalStart: '2026-12-05', rentalDays: 1, lineCents: 5_000, depositCents: 2_000 }))).toBe(
      '- 1 × Bounce castle, rented for Sat, Dec 5, 2026: $50.00 + $20.00 refundable deposit',
    );
    expect(lineText(line({ title: 'Bounce castle', quantity: 1, rentalStart: '2026-12-31', rentalDays: 3, lineCents: 15_000 }))).toBe(
      '- 1 × Bounce castle, rented Thu, Dec 31, 2026 to Sat, Jan 2, 2027 (3 days): $150.00',
    );
  });
});

describe('the seller’s new order', () => {
  it('reads the deadline in the shop’s zone, says pickup in words, and carries the demo note only with the demo provider', () => {
    const email = sellerNewOrderEmail(facts({ deliveryMethod: 'pickup', deliveryCents: 0, totalCents: 2_000 }), demo);
    expect(email.subject).toBe('New order from Bea: please confirm by Mon, Nov 23, 2026, 6:00 AM CST');
    expect(email.text).toContain('Delivery (pickup): free\nTotal: $20.00');
    expect(email.text).toContain('Pickup: Bea collects it from you');
    expect(email.text).toContain('Confirm by Mon, Nov 23, 2026, 6:00 AM CST or it is cancelled and refunded.');
    expect(email.text).toMatch(/https:\/\/cakeday\.example\/shop-manager\?tab=orders\n\n\(Demo payment — no money moves\.\)$/);
    expect(sellerNewOrderEmail(facts(), real).text).toMatch(/shop-manager\?tab=orders$/);
  });
});

describe('the buyer’s emails', () => {
  it('the receipt reads each shop’s deadline in the party’s zone when there is a party, else in the shop’s', () => {
    const forParty = facts({ party: { title: 'Mia turns 7', timeZone: 'America/New_York' }, deliverByDate: '2026-11-28', deliverBy: Date.UTC(2026, 10, 28, 20) });
    const other = facts({ orderId: 'zzzzzzzz99', shop: { name: 'Pop & Party', city: 'Denver', timeZone: 'America/Denver' } });
    const email = buyerReceiptEmail([forParty, other], 5_600, 'Bea', real);
    expect(email.text).toContain('Sweet Things confirms by Mon, Nov 23, 2026, 7:00 AM EST');
    expect(email.text).toContain('Pop & Party confirms by Mon, Nov 23, 2026, 5:00 AM MST');
    expect(email.text).toContain('Shipping to 12 Oak Street, needed by Sat, Nov 28, 2026.');
    expect(email.text).toContain('Total paid: $56.00');
  });

  it('a cancellation says who, why, and the refund; no refund line when nothing comes back', () => {
    expect(buyerCancelledEmail(facts(), 'not-delivered', 2_800, '', real).text).toContain('before the date you needed it, so we cancelled it.\n\n$28.00 is refunded to your card');
    expect(buyerCancelledEmail(facts({ party: { title: 'Mia turns 7', timeZone: 'America/New_York' } }), 'not-delivered', 0, '', real).text).not.toContain('refunded');
    const bySeller = buyerCancelledEmail(facts(), 'seller', 2_800, 'Closed for the holidays', real);
    expect(bySeller.subject).toBe('Sweet Things cancelled your order');
    expect(bySeller.text).toContain('Their note: “Closed for the holidays”');
    // The buyer's own note is not quoted back to them.
    expect(buyerCancelledEmail(facts(), 'buyer', 2_800, 'Plans changed', real).text).not.toContain('Plans changed');
  });

  it('confirmed and delivered move no money: no demo note; delivered names the last moment to speak up', () => {
    expect(buyerConfirmedEmail(facts(), demo).text).not.toContain('Demo');
    const delivered = buyerDeliveredEmail(facts(), demo);
    expect(delivered.text).not.toContain('Demo');
    expect(delivered.text).toContain('message the shop before Tue, Nov 24, 2026, 6:00 AM CST');
    expect(delivered.text).toMatch(/https:\/\/cakeday\.example\/marketplace\/orders$/);
  });
});

describe('the seller’s payout and review', () => {
  it('the payout shows the refund and the commission it was worked out from', () => {
    const email = sellerPaidOutEmail(facts({ totalCents: 2_105 }), { sellerShareCents: 1_624, commissionCents: 181, refundedCents: 300 }, real);
    expect(email.subject).toBe('You were paid $16.24 for order abcdef12');
    expect(email.text).toContain('Order total $21.05, less $3.00 refunded, less the 10% commission ($1.81).');
  });

  it('the review shows its stars and text, one star in the singular', () => {
    const email = sellerReviewedEmail(facts(), { reviewerName: 'Bea', rating: 1, text: '' }, demo);
    expect(email.subject).toBe('Bea gave Sweet Things 1 star');
    expect(email.text).toContain('★☆☆☆☆ (1 of 5)');
    expect(email.text).not.toContain('Demo');
  });
});
