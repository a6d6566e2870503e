import { expect } from 'vitest';
import { DEMO_TEST_CARDS } from '../../services/payments/demo-provider.ts';
import { registerMember } from '../../testing/invitations.ts';
import type { TestApp } from '../../testing/test-app.ts';

export type Member = { id: string; token: string; name: string; email: string };

/** A member with a birthday month on (or off) the board, registered through the API. */
export async function boardMember(t: TestApp, name: string, month: number | null, show = true): Promise<Member> {
  const email = `${name.toLowerCase()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const member = { ...(await registerMember(t, name, email)), email };
  if (month !== null) {
    const saved = await t.call('PATCH', '/api/user/profile', { token: member.token, json: { birthdayMonth: month, showOnBirthdayBoard: show } });
    expect(saved.status, JSON.stringify(saved.data)).toBe(200);
  }
  return member;
}

/**
 * The board's world at the test clock's 21 November 2026: Cleo celebrates in December (revealed
 * on 1 December), Olga organises, Gil and Max chip in, Nina is in December but hidden.
 */
export async function boardWorld(t: TestApp) {
  const cleo = await boardMember(t, 'Cleo', 12);
  const olga = await boardMember(t, 'Olga', 3);
  const gil = await boardMember(t, 'Gil', null);
  const max = await boardMember(t, 'Max', 11);
  const nina = await boardMember(t, 'Nina', 12, false);
  return { cleo, olga, gil, max, nina };
}

export async function startGift(t: TestApp, token: string, json: Record<string, unknown>) {
  return t.call('POST', '/api/birthday-board/gifts', { token, json });
}

/** Chips in through the money feature's own contribution route and pays with the demo card. */
export async function chipIn(t: TestApp, token: string, potId: string, json: Record<string, unknown>) {
  const started = await t.call('POST', `/api/pots/${potId}/contributions`, { token, json });
  expect(started.status, JSON.stringify(started.data)).toBe(201);
  const sessionId = String(started.data.checkoutUrl).split('/demo-checkout/')[1]!;
  const paid = await t.call('POST', `/api/payments/demo/checkout/${sessionId}/pay`, { json: { cardNumber: DEMO_TEST_CARDS.success } });
  expect(paid.status, JSON.stringify(paid.data)).toBe(200);
  return started.data.contribution.id as string;
}
