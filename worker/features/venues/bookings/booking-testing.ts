import { expect } from 'vitest';
import { auditLedger, type LedgerEntry } from '#core/domain/money/ledger.rules.ts';
import { ledgerEntries, outboxMessages } from '#worker/db/schema/index.ts';
import type { TestApp } from '#worker/testing/test-app.ts';

/** Helpers for the booking tests: book, pay with the demo card, read the ledger and the emails. */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
/** A Saturday two weeks after the test clock's start (2026-11-21 12:00 UTC), 2–6 PM in Chicago. */
export const window = { date: '2026-12-05', startMinute: 840, endMinute: 1080, guests: 20 };

export async function book(t: TestApp, token: string, venueId: string, json: Record<string, unknown> = window) {
  return t.call('POST', `/api/venues/${venueId}/bookings`, { token, json });
}

/** Pays a booking's checkout with the demo's success card (the demo page's own API). */
export async function payCheckout(t: TestApp, checkoutUrl: string, card = '4242 4242 4242 4242') {
  const sessionId = checkoutUrl.split('/demo-checkout/')[1]!;
  return t.call('POST', `/api/payments/demo/checkout/${sessionId}/pay`, { json: { cardNumber: card } });
}

/** Books and pays; answers the booking as the guest sees it after paying. */
export async function bookAndPay(t: TestApp, token: string, venueId: string, json: Record<string, unknown> = window) {
  const booked = await book(t, token, venueId, json);
  expect(booked.status, JSON.stringify(booked.data)).toBe(201);
  const paid = await payCheckout(t, booked.data.checkoutUrl);
  expect(paid.status, JSON.stringify(paid.data)).toBe(200);
  const view = await t.call('GET', `/api/bookings/${booked.data.booking.id}`, { token });
  return view.data.booking as { id: string; status: string; [key: string]: any };
}

/** A booking's ledger entries, kinds and amounts, in booking order. */
export async function ledgerOf(t: TestApp, bookingId: string) {
  const rows = (await t.db.select().from(ledgerEntries)).filter((row) => row.bookingId === bookingId);
  return rows.sort((a, b) => a.at - b.at).map((row) => [row.kind, row.amountCents] as const);
}

/** The identity and the other invariants over the whole ledger (contributions and bookings). */
export async function expectSoundLedger(t: TestApp) {
  const rows = await t.db.select().from(ledgerEntries);
  const entries: LedgerEntry[] = rows.map((row) => ({
    kind: row.kind,
    amountCents: row.amountCents,
    idempotencyKey: row.idempotencyKey,
    at: row.at,
    ...(row.bookingId ? { contributionId: `booking:${row.bookingId}`, potId: `booking:${row.bookingId}`, bookingId: row.bookingId } : { contributionId: row.contributionId!, potId: row.potId! }),
  }));
  expect(auditLedger(entries)).toEqual([]);
}

export async function emailsTo(t: TestApp, address: string) {
  const rows = (await t.db.select().from(outboxMessages)).filter((row) => row.recipient === address);
  return rows.map((row) => row.subject);
}

/** Connects a demo payout account for the member, through the demo's onboarding page API. */
export async function connectPayouts(t: TestApp, token: string) {
  const started = await t.call('POST', '/api/payouts/onboarding', { token });
  expect(started.status).toBe(200);
  const accountId = decodeURIComponent(/\/demo-connect\/([^?]+)/.exec(started.data.url)![1]!);
  const completed = await t.call('POST', `/api/payments/demo/connect/${encodeURIComponent(accountId)}/complete`, { token });
  expect(completed.status, JSON.stringify(completed.data)).toBe(200);
  expect((await t.call('GET', '/api/payouts/account', { token })).data).toMatchObject({ payoutsEnabled: true });
}
