import { eventCohosts, events, guests } from '../db/schema/index.ts';
import { deriveGuestToken } from '../services/guest-links.ts';
import { hashToken, randomId } from '../services/tokens.ts';
import type { TestApp } from './test-app.ts';

/**
 * Events and guests written straight into the test database (the shared schema), so the messaging
 * tests do not depend on the events API being built at the same time.
 */

const HOUR = 3_600_000;

export async function registerMember(t: TestApp, name: string, email: string) {
  const response = await t.call('POST', '/api/email-auth/register', { json: { name, email, password: 'violet-otter-42' } });
  if (response.status !== 201) throw new Error(`register ${email}: ${response.status} ${JSON.stringify(response.data)}`);
  return { token: response.data.token as string, id: response.data.user.id as string, name };
}

export async function insertEvent(t: TestApp, hostId: string, values: Partial<typeof events.$inferInsert> = {}) {
  const now = t.clock.now();
  const id = randomId();
  const row = {
    id,
    slug: `party-${id.slice(0, 8)}`,
    hostId,
    title: 'Mia turns 7',
    celebrantName: 'Mia',
    timeZone: 'America/New_York',
    startsAt: now + 10 * 24 * HOUR,
    endsAt: now + 10 * 24 * HOUR + 3 * HOUR,
    location: '12 Oak Street',
    createdAt: now,
    updatedAt: now,
    ...values,
  } satisfies typeof events.$inferInsert;
  await t.db.insert(events).values(row);
  return row;
}

export async function insertGuest(t: TestApp, eventId: string, values: Partial<typeof guests.$inferInsert> & { name: string }) {
  const now = t.clock.now();
  const id = values.id ?? randomId();
  const token = await deriveGuestToken(t.env.GUEST_LINK_SECRET!, id, values.linkVersion ?? 1);
  const row = {
    eventId,
    createdAt: now,
    updatedAt: now,
    ...values,
    id,
    linkTokenHash: await hashToken(token),
  } satisfies typeof guests.$inferInsert;
  await t.db.insert(guests).values(row);
  return { ...row, token };
}

export async function insertCohost(t: TestApp, eventId: string, user: { id: string; email: string }, accepted: boolean) {
  await t.db.insert(eventCohosts).values({
    id: randomId(),
    eventId,
    email: user.email,
    userId: accepted ? user.id : null,
    invitedAt: t.clock.now(),
    acceptedAt: accepted ? t.clock.now() : null,
  });
}
