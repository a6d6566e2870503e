import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { conversationPageSchema, inboxSchema, reportViewSchema, syncSchema } from '#core/domain/messages/conversation-view.schema.ts';
import { CANT_REPLY_MESSAGE } from '#core/domain/messages/messages.rules.ts';
import { countRoundTrips } from '../../db/client.ts';
import { InProcessInboxNotifier } from '../../services/inbox-notifier.ts';
import { runScheduledWork } from '../../scheduler.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://cakeday.test' } });
});
afterEach(() => t.close());

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let addressCounter = 0;

interface Member {
  token: string;
  id: string;
  email: string;
}

async function member(name: string): Promise<Member> {
  const email = `${name.toLowerCase()}@example.com`;
  const response = await t.call('POST', '/api/email-auth/register', {
    json: { name, email, password: 'violet-otter-42' },
    headers: { 'x-test-client-address': `198.51.100.${++addressCounter}` },
  });
  expect(response.status).toBe(201);
  return { token: response.data.token as string, id: response.data.user.id as string, email };
}

async function createEvent(host: Member, title = 'Maya turns 7') {
  const response = await t.call('POST', '/api/events', { token: host.token, json: { title, timeZone: 'UTC', startsAt: '2026-12-05T15:00', endsAt: '2026-12-05T18:00' } });
  expect(response.status).toBe(201);
  return response.data.event as { id: string; slug: string; title: string };
}

/** Adds a guest to the event and, when given, links the guest row to that member's account (they open their link signed in). */
async function addGuest(host: Member, event: { id: string; slug: string }, name: string, account?: Member) {
  const added = await t.call('POST', `/api/events/${event.id}/guests`, { token: host.token, json: { name, email: `${name.toLowerCase()}@example.com` } });
  expect(added.status).toBe(201);
  const guestToken = new URL(added.data.link).searchParams.get('g')!;
  if (account) {
    const opened = await t.call('GET', `/api/public/events/${event.slug}`, { token: account.token, headers: { 'x-guest-token': guestToken } });
    expect(opened.status).toBe(200);
  }
  return added.data.guest.id as string;
}

/** Ann hosts an event; Gus is her guest with an account; Eve is another member; the conversation is not started yet. */
async function world() {
  const ann = await member('Ann');
  const gus = await member('Gus');
  const eve = await member('Eve');
  const event = await createEvent(ann);
  const guestId = await addGuest(ann, event, 'Gus', gus);
  return { ann, gus, eve, event, guestId };
}

async function start(from: Member, guestId: string, message = 'Hi Gus!\nCan you bring the cake?', extra: Record<string, unknown> = {}) {
  return t.call('POST', '/api/messages/conversations', { token: from.token, json: { context: { type: 'event-guest', id: guestId }, message, ...extra } });
}

async function started(from: Member, guestId: string, message?: string) {
  const response = await start(from, guestId, message);
  expect(response.status, JSON.stringify(response.data)).toBe(201);
  return { id: response.data.conversation.id as string, messageId: response.data.message.id as number };
}

async function post(from: Member, conversationId: string, body: string) {
  return t.call('POST', `/api/messages/conversations/${conversationId}/messages`, { token: from.token, json: { body } });
}

const inbox = async (who: Member, archived = false) => inboxSchema.parse((await t.call('GET', `/api/messages${archived ? '?archived=1' : ''}`, { token: who.token })).data);
const unread = async (who: Member) => (await t.call('GET', '/api/messages/unread-count', { token: who.token })).data.unreadTotal as number;

describe('starting a conversation from a context', () => {
  it('host → guest: one conversation per context and pair, listed newest first with unread count, name, letter, chip and first line', async () => {
    const { ann, gus, event, guestId } = await world();
    const first = await start(ann, guestId);
    expect(first.status).toBe(201);
    expect(first.data).toMatchObject({ created: true, message: { body: 'Hi Gus!\nCan you bring the cake?', authorId: ann.id, deleted: false, editable: true } });
    // Idempotent: the same context and pair answer the same conversation (the message is added to it).
    const again = await start(ann, guestId, 'Also balloons');
    expect(again.status).toBe(200);
    expect(again.data).toMatchObject({ created: false, conversation: { id: first.data.conversation.id } });
    const gusInbox = await inbox(gus);
    expect(gusInbox.conversations).toHaveLength(1);
    expect(gusInbox.conversations[0]).toMatchObject({
      other: { id: ann.id, name: 'Ann', avatarLetter: 'A' },
      context: { type: 'event-guest', id: guestId, label: 'Event', title: event.title, href: `/e/${event.slug}` },
      lastMessagePreview: 'Also balloons',
      lastMessageFromMe: false,
      unreadCount: 2,
      canReply: true,
    });
    expect(await unread(gus)).toBe(2);
    // The guest writing back from the same context lands in the same conversation; replying reads what came before.
    const back = await start(gus, guestId, 'Sure!\nSee you there');
    expect(back.status).toBe(200);
    expect(back.data.conversation.id).toBe(first.data.conversation.id);
    expect((await inbox(gus)).conversations[0]).toMatchObject({ lastMessagePreview: 'Sure!', lastMessageFromMe: true, unreadCount: 0 });
    expect((await inbox(ann)).conversations[0]).toMatchObject({ other: { name: 'Gus' }, unreadCount: 1, context: { href: `/dashboard/events/${event.id}/guests` } });
    expect(await unread(gus)).toBe(0);
    expect(await unread(ann)).toBe(1);
  });

  it('lists the newest activity first', async () => {
    const { ann, gus, event, guestId } = await world();
    const hal = await member('Hal');
    const halGuest = await addGuest(ann, event, 'Hal', hal);
    const withGus = await started(ann, guestId);
    t.clock.advance(1000);
    const withHal = await started(ann, halGuest, 'Hi Hal');
    expect((await inbox(ann)).conversations.map((row) => row.id)).toEqual([withHal.id, withGus.id]);
    t.clock.advance(1000);
    expect((await post(gus, withGus.id, 'Hello')).status).toBe(201);
    const list = await inbox(ann);
    expect(list.conversations.map((row) => row.id)).toEqual([withGus.id, withHal.id]);
    expect(list.conversations[0]!.lastMessagePreview).toBe('Hello');
  });

  it('refuses yourself, a context you have no right to, unknown or not-yet-startable contexts, closed ones and bad text — and creates nothing', async () => {
    const { ann, gus, eve, event, guestId } = await world();
    const noAccount = await addGuest(ann, event, 'Zed');
    const cases: [Member, Record<string, unknown>, number, string][] = [
      [ann, { context: { type: 'event-guest', id: guestId }, to: ann.id, message: 'me' }, 400, 'You cannot start a conversation with yourself.'],
      [eve, { context: { type: 'event-guest', id: guestId }, message: 'hi' }, 404, 'There is nothing here you can start a conversation from.'],
      [ann, { context: { type: 'event-guest', id: 'nope' }, message: 'hi' }, 404, 'There is nothing here you can start a conversation from.'],
      [gus, { context: { type: 'event-guest', id: guestId }, to: eve.id, message: 'hi' }, 400, 'There is nobody to write to here.'],
      [ann, { context: { type: 'job', id: 'demo-job-1' }, message: 'hi' }, 400, 'Conversations about a job cannot be started yet.'],
      [ann, { context: { type: 'dm', id: gus.id }, message: 'hi' }, 400, 'Unknown kind of conversation'],
      [ann, { context: { type: 'event-guest', id: noAccount }, message: 'hi' }, 409, 'This guest has no Cakeday account yet, so messages cannot reach them. Invite them by email or text instead.'],
      [ann, { context: { type: 'event-guest', id: guestId }, message: '   ' }, 400, 'Write a message'],
      [ann, { context: { type: 'event-guest', id: guestId }, message: 'x'.repeat(4001) }, 400, 'A message can be at most 4,000 characters long'],
    ];
    for (const [who, json, status, error] of cases) {
      const response = await t.call('POST', '/api/messages/conversations', { token: who.token, json });
      expect(response, JSON.stringify(json).slice(0, 80)).toMatchObject({ status, data: { error } });
    }
    expect((await t.call('POST', '/api/messages/conversations', { json: { context: { type: 'event-guest', id: guestId }, message: 'hi' } })).status).toBe(401);
    const cancelled = await t.call('POST', `/api/events/${event.id}/cancel`, { token: ann.token, json: {} });
    expect(cancelled.status).toBe(200);
    expect((await start(ann, guestId)).status).toBe(409);
    for (const who of [ann, gus, eve]) expect((await inbox(who)).conversations).toEqual([]);
  });
});

/**
 * A listed venue, written as a row (this feature has no route that creates one); ownerless when
 * `owner` is null. Only the card's columns: any later listing column takes its default.
 */
async function addVenue(owner: Member | null, title = 'Sunny Backyard', status = 'published') {
  const id = `venue-${title.toLowerCase().replace(/\W+/g, '-')}`;
  await t.client.execute({
    sql: "INSERT INTO venues (id, owner_id, title, city, state, max_guests, venue_type, created_at, status) VALUES (?, ?, ?, 'Austin', 'TX', 30, 'backyard', ?, ?)",
    args: [id, owner?.id ?? null, title, t.clock.now(), status],
  });
  return { id, title };
}

const startAboutVenue = (from: Member, venueId: string, message = 'Is it free on a Sunday?', extra: Record<string, unknown> = {}) =>
  t.call('POST', '/api/messages/conversations', { token: from.token, json: { context: { type: 'venue', id: venueId }, message, ...extra } });

describe('conversations about a venue', () => {
  it('a member messages the owner; both inboxes, the thread and sync show the venue as the chip; a third member sees nothing', async () => {
    const { ann, gus, eve, event, guestId } = await world();
    const venue = await addVenue(ann);
    const annCursor = (await inbox(ann)).cursor;
    const first = await startAboutVenue(gus, venue.id);
    expect(first.status, JSON.stringify(first.data)).toBe(201);
    const chip = { type: 'venue', id: venue.id, label: 'Venue', title: venue.title, href: `/venues/${venue.id}` };
    expect(first.data).toMatchObject({ created: true, conversation: { other: { id: ann.id }, context: chip }, message: { authorId: gus.id } });
    const id = first.data.conversation.id as string;
    // The same venue and pair: the same conversation.
    expect(await startAboutVenue(gus, venue.id, 'And is there power?')).toMatchObject({ status: 200, data: { created: false, conversation: { id } } });

    // Beside an event conversation in the owner's inbox, each with its own chip.
    await started(ann, guestId);
    const annInbox = await inbox(ann);
    expect(annInbox.conversations.find((row) => row.id === id)).toMatchObject({ other: { id: gus.id }, context: chip, unreadCount: 2 });
    expect(annInbox.conversations.find((row) => row.id !== id)?.context).toMatchObject({ type: 'event-guest', title: event.title });
    expect((await inbox(gus)).conversations.find((row) => row.id === id)).toMatchObject({ other: { id: ann.id }, context: chip, unreadCount: 0 });
    const thread = conversationPageSchema.parse((await t.call('GET', `/api/messages/conversations/${id}`, { token: ann.token })).data);
    expect(thread.conversation.context).toEqual(chip);
    const changes = syncSchema.parse((await t.call('GET', `/api/messages/sync?after=${annCursor}`, { token: ann.token })).data);
    expect(changes.conversations.find((row) => row.id === id)?.context).toEqual(chip);

    // A stranger reads nothing of it, and writing to the owner about the venue gives her a conversation of her own.
    expect((await t.call('GET', `/api/messages/conversations/${id}`, { token: eve.token })).status).toBe(404);
    expect((await post(eve, id, 'Me too')).status).toBe(404);
    expect((await inbox(eve)).conversations).toEqual([]);
    const eves = await startAboutVenue(eve, venue.id);
    expect(eves.status).toBe(201);
    expect(eves.data.conversation.id).not.toBe(id);
    expect((await inbox(eve)).conversations.map((row) => row.context)).toEqual([chip]);
  });

  it('refuses the owner on their own venue, an unknown, draft or paused venue, another recipient and an ownerless venue — and creates nothing', async () => {
    const { ann, gus } = await world();
    const venue = await addVenue(ann);
    const ownerless = await addVenue(null, 'Old Barn');
    const draft = await addVenue(ann, 'Secret Garden', 'draft');
    const paused = await addVenue(ann, 'Quiet Pool', 'paused');
    const cases: [Member, string, Record<string, unknown>, number, string][] = [
      [ann, venue.id, {}, 400, 'You cannot start a conversation with yourself.'],
      [ann, venue.id, { to: ann.id }, 400, 'You cannot start a conversation with yourself.'],
      [gus, 'no-such-venue', {}, 404, 'There is nothing here you can start a conversation from.'],
      [gus, venue.id, { to: gus.id }, 400, 'You cannot start a conversation with yourself.'],
      [gus, ownerless.id, {}, 409, 'Nobody looks after this venue on Cakeday any more, so it takes no messages.'],
      // A draft is nobody else's business: the same answer as a venue that does not exist.
      [gus, draft.id, {}, 404, 'There is nothing here you can start a conversation from.'],
      [gus, paused.id, {}, 409, 'This venue is paused for now, so it takes no new messages.'],
    ];
    for (const [who, venueId, extra, status, error] of cases) {
      expect(await startAboutVenue(who, venueId, 'hi', extra), `${venueId} ${JSON.stringify(extra)}`).toMatchObject({ status, data: { error } });
    }
    for (const who of [ann, gus]) expect((await inbox(who)).conversations).toEqual([]);
  });
});

describe('only the two members', () => {
  it('every route answers 404 to a third member and 401 to a stranger, and changes nothing', async () => {
    const { ann, gus, eve, guestId } = await world();
    const { id, messageId } = await started(ann, guestId);
    const c = `/api/messages/conversations/${id}`;
    const routes: [string, string, unknown?][] = [
      ['GET', c],
      ['PATCH', c, { muted: true }],
      ['POST', `${c}/messages`, { body: 'intruder' }],
      ['PATCH', `${c}/messages/${messageId}`, { body: 'changed' }],
      ['DELETE', `${c}/messages/${messageId}`],
      ['POST', `${c}/read`, { messageId }],
      ['POST', `${c}/block`],
      ['DELETE', `${c}/block`],
      ['POST', `${c}/report`, { reason: 'spam' }],
    ];
    for (const [method, path, json] of routes) {
      const asEve = await t.call(method, path, { token: eve.token, json });
      expect(asEve.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(asEve.data)).not.toContain('Hi Gus');
      expect((await t.call(method, path, { json })).status, `${method} ${path}`).toBe(401);
    }
    for (const path of ['/api/messages', '/api/messages/unread-count', '/api/messages/sync', '/api/messages/live', '/api/messages/blocks', '/api/admin/reports']) {
      expect((await t.call('GET', path)).status, path).toBe(401);
    }
    expect(await inbox(eve)).toMatchObject({ conversations: [], unreadTotal: 0 });
    expect((await t.call('GET', '/api/messages/sync?after=1.0', { token: eve.token })).data).toMatchObject({ conversations: [], messages: [] });
    // Nothing changed for the members.
    const page = conversationPageSchema.parse((await t.call('GET', c, { token: gus.token })).data);
    expect(page.messages.map((message) => message.body)).toEqual(['Hi Gus!\nCan you bring the cake?']);
    expect(page.conversation).toMatchObject({ muted: false, canReply: true, unreadCount: 1 });
    // The other member cannot edit or delete what is not theirs.
    expect(await t.call('PATCH', `${c}/messages/${messageId}`, { token: gus.token, json: { body: 'mine now' } })).toMatchObject({
      status: 403,
      data: { error: 'You can only edit your own messages.' },
    });
    expect(await t.call('DELETE', `${c}/messages/${messageId}`, { token: gus.token })).toMatchObject({ status: 403, data: { error: 'You can only delete your own messages.' } });
    expect((await t.call('POST', `${c}/report`, { token: ann.token, json: { reason: 'spam', messageId } })).status).toBe(400);
  });
});

describe('messages', () => {
  it('edits within 15 minutes (marked edited), not after; deleting leaves a tombstone', async () => {
    const { ann, gus, guestId } = await world();
    const { id, messageId } = await started(ann, guestId, 'See you at 3');
    const path = `/api/messages/conversations/${id}/messages/${messageId}`;
    t.clock.advance(14 * MINUTE);
    const edited = await t.call('PATCH', path, { token: ann.token, json: { body: 'See you at 4' } });
    expect(edited.status).toBe(200);
    expect(edited.data.message).toMatchObject({ body: 'See you at 4', editedAt: new Date(t.clock.now()).toISOString() });
    t.clock.advance(MINUTE + 1000);
    expect(await t.call('PATCH', path, { token: ann.token, json: { body: 'See you at 5' } })).toMatchObject({ status: 409, data: { error: 'Messages can be edited for 15 minutes after sending.' } });
    expect(await t.call('PATCH', path, { token: ann.token, json: { body: '' } })).toMatchObject({ status: 400 });

    const deleted = await t.call('DELETE', path, { token: ann.token });
    expect(deleted.data.message).toMatchObject({ id: messageId, body: '', deleted: true, editable: false });
    const page = conversationPageSchema.parse((await t.call('GET', `/api/messages/conversations/${id}`, { token: gus.token })).data);
    expect(page.messages).toEqual([expect.objectContaining({ id: messageId, body: '', deleted: true })]);
    expect(page.conversation.lastMessagePreview).toBe('message deleted');
    expect(page.conversation.unreadCount).toBe(0);
    expect((await t.call('DELETE', path, { token: ann.token })).status).toBe(200);
    expect((await t.call('PATCH', path, { token: ann.token, json: { body: 'back' } })).status).toBe(409);
    expect((await t.call('PATCH', `/api/messages/conversations/${id}/messages/999`, { token: ann.token, json: { body: 'x' } })).status).toBe(404);
  });

  it('pages newest first and counts unread from the read mark; "Seen" is the other member’s read mark', async () => {
    const { ann, gus, guestId } = await world();
    t.clock.advance(DAY); // past the new-account limits
    const { id } = await started(ann, guestId, 'message 1');
    for (let i = 2; i <= 55; i++) expect((await post(ann, id, `message ${i}`)).status).toBe(201);
    const newest = conversationPageSchema.parse((await t.call('GET', `/api/messages/conversations/${id}`, { token: gus.token })).data);
    expect(newest.messages).toHaveLength(50);
    expect(newest.messages[0]!.body).toBe('message 6');
    expect(newest.messages.at(-1)!.body).toBe('message 55');
    const older = conversationPageSchema.parse((await t.call('GET', `/api/messages/conversations/${id}?before=${newest.before}`, { token: gus.token })).data);
    expect(older.messages.map((message) => message.body)).toEqual(['message 1', 'message 2', 'message 3', 'message 4', 'message 5']);
    expect(older.before).toBeNull();
    expect((await t.call('GET', `/api/messages/conversations/${id}?before=abc`, { token: gus.token })).status).toBe(400);

    expect(await unread(gus)).toBe(55);
    const upTo = newest.messages[9]!.id; // message 15
    const read = await t.call('POST', `/api/messages/conversations/${id}/read`, { token: gus.token, json: { messageId: upTo } });
    expect(read.data).toEqual({ lastReadMessageId: upTo, unreadTotal: 40 });
    // A late, older mark does not make messages unread again.
    expect((await t.call('POST', `/api/messages/conversations/${id}/read`, { token: gus.token, json: { messageId: 1 } })).data.lastReadMessageId).toBe(upTo);
    const annView = conversationPageSchema.parse((await t.call('GET', `/api/messages/conversations/${id}`, { token: ann.token })).data);
    expect(annView.seenMessageId).toBe(upTo);
    expect(annView.conversation.otherLastReadMessageId).toBe(upTo);
    await t.call('POST', `/api/messages/conversations/${id}/read`, { token: gus.token, json: { messageId: Number.MAX_SAFE_INTEGER } });
    expect(await unread(gus)).toBe(0);
  });

  it('archive (separate list, back on a new message) and mute (out of the unread total)', async () => {
    const { ann, gus, guestId } = await world();
    const { id } = await started(ann, guestId);
    const archived = await t.call('PATCH', `/api/messages/conversations/${id}`, { token: gus.token, json: { archived: true } });
    expect(archived.data.conversation).toMatchObject({ archived: true, muted: false });
    expect((await inbox(gus)).conversations).toEqual([]);
    expect((await inbox(gus, true)).conversations.map((row) => row.id)).toEqual([id]);
    expect((await inbox(ann)).conversations[0]!.archived).toBe(false);
    await post(ann, id, 'Still there?');
    expect((await inbox(gus)).conversations.map((row) => row.id)).toEqual([id]);
    expect(await unread(gus)).toBe(2);
    await t.call('PATCH', `/api/messages/conversations/${id}`, { token: gus.token, json: { muted: true } });
    expect(await unread(gus)).toBe(0);
    expect((await t.call('PATCH', `/api/messages/conversations/${id}`, { token: gus.token, json: {} })).status).toBe(400);
  });
});

describe('blocking and reporting', () => {
  it('a block makes every thread of the pair read-only both ways; the blocked member is told only that they cannot reply', async () => {
    const { ann, gus, guestId } = await world();
    const { id } = await started(ann, guestId);
    const blocked = await t.call('POST', `/api/messages/conversations/${id}/block`, { token: gus.token });
    expect(blocked.data.conversation).toMatchObject({ canReply: false, blockedByMe: true });
    const annSide = conversationPageSchema.parse((await t.call('GET', `/api/messages/conversations/${id}`, { token: ann.token })).data);
    expect(annSide.conversation).toMatchObject({ canReply: false, blockedByMe: false });
    expect(annSide.messages).toHaveLength(1);
    expect(await post(ann, id, 'Hello?')).toMatchObject({ status: 403, data: { error: CANT_REPLY_MESSAGE } });
    expect(await post(gus, id, 'Bye')).toMatchObject({ status: 403, data: { error: CANT_REPLY_MESSAGE } });
    expect(await start(ann, guestId)).toMatchObject({ status: 403, data: { error: "You can't message this member." } });
    expect((await t.call('GET', '/api/messages/blocks', { token: gus.token })).data.blocks).toEqual([expect.objectContaining({ memberId: ann.id, name: 'Ann' })]);
    expect((await t.call('GET', '/api/messages/blocks', { token: ann.token })).data.blocks).toEqual([]);
    // Ann cannot lift Gus's block.
    await t.call('DELETE', `/api/messages/conversations/${id}/block`, { token: ann.token });
    expect((await post(ann, id, 'Hello?')).status).toBe(403);
    expect((await t.call('DELETE', `/api/messages/blocks/${ann.id}`, { token: gus.token })).status).toBe(200);
    expect((await post(ann, id, 'Hello again')).status).toBe(201);
  });

  it('reports reach the admins’ list once; only admins may read it', async () => {
    const { ann, gus, guestId } = await world();
    const admin = await member('Ada');
    await t.client.execute({ sql: "UPDATE users SET role = 'admin' WHERE id = ?", args: [admin.id] });
    const { id, messageId } = await started(ann, guestId, 'Buy my crypto');
    const report = await t.call('POST', `/api/messages/conversations/${id}/report`, { token: gus.token, json: { reason: 'spam', note: 'Not about the party', messageId } });
    expect(report.status).toBe(201);
    const again = await t.call('POST', `/api/messages/conversations/${id}/report`, { token: gus.token, json: { reason: 'spam', messageId } });
    expect(again).toMatchObject({ status: 200, data: { id: report.data.id } });
    expect((await t.call('POST', `/api/messages/conversations/${id}/report`, { token: gus.token, json: { reason: 'rude' } })).status).toBe(400);
    expect((await t.call('POST', `/api/messages/conversations/${id}/report`, { token: gus.token, json: { reason: 'harassment' } })).status).toBe(201);

    expect(await t.call('GET', '/api/admin/reports', { token: ann.token })).toMatchObject({ status: 403 });
    const list = await t.call('GET', '/api/admin/reports', { token: admin.token });
    expect(list.status).toBe(200);
    const reports = list.data.reports.map((row: unknown) => reportViewSchema.parse(row));
    expect(reports).toHaveLength(2);
    expect(reports.find((row: { messageId: number | null }) => row.messageId === messageId)).toMatchObject({
      reason: 'spam',
      note: 'Not about the party',
      status: 'open',
      messageBody: 'Buy my crypto',
      reporter: { id: gus.id, name: 'Gus' },
      reported: { id: ann.id, name: 'Ann' },
    });
    expect((await t.call('GET', '/api/admin/reports?status=open', { token: admin.token })).data.reports).toHaveLength(2);
    // Deleting the reported message does not hide it from the admins.
    expect((await t.call('DELETE', `/api/messages/conversations/${id}/messages/${messageId}`, { token: ann.token })).status).toBe(200);
    const after = (await t.call('GET', '/api/admin/reports', { token: admin.token })).data.reports;
    expect(after.find((row: { messageId: number | null }) => row.messageId === messageId).messageBody).toBe('Buy my crypto');
    expect((await t.call('GET', '/api/admin/reports?status=nope', { token: admin.token })).status).toBe(400);
  });
});

describe('rate limits', () => {
  it('a new account: 10 messages a minute, even when sent at once', async () => {
    const { ann, guestId } = await world();
    const { id } = await started(ann, guestId); // the first of the 10
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => post(ann, id, `burst ${i}`)));
    expect(results.filter((result) => result.status === 201)).toHaveLength(9);
    const refused = results.filter((result) => result.status === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.data.error).toMatch(/^You are sending messages too quickly\. Try again in (a minute|\d+ seconds?)\.$/);
    expect(refused[0]!.headers.get('retry-after')).toMatch(/^\d+$/);
    t.clock.advance(MINUTE);
    expect((await post(ann, id, 'calm again')).status).toBe(201);
  });

  it('an established account: 60 messages a minute', async () => {
    const { ann, guestId } = await world();
    t.clock.advance(DAY);
    const { id } = await started(ann, guestId);
    const results = await Promise.all(Array.from({ length: 62 }, (_, i) => post(ann, id, `burst ${i}`)));
    expect(results.filter((result) => result.status === 201)).toHaveLength(59);
    expect(results.filter((result) => result.status === 429)).toHaveLength(3);
  });

  it('a new account: 3 new conversations an hour, even when started at once', async () => {
    const ann = await member('Ann');
    const event = await createEvent(ann);
    const guests: string[] = [];
    for (const name of ['Gus', 'Hal', 'Ivy', 'Joe']) guests.push(await addGuest(ann, event, name, await member(name)));
    const results = await Promise.all(guests.map((guestId) => start(ann, guestId)));
    expect(results.filter((result) => result.status === 201)).toHaveLength(3);
    const refused = results.find((result) => result.status === 429);
    expect(refused?.data.error).toMatch(/^You have started too many conversations in the last hour\. Try again in \d+ minutes\.$/);
    t.clock.advance(60 * MINUTE);
    expect((await start(ann, guests[results.indexOf(refused!)]!)).status).toBe(201);
  });
});

describe('sync', () => {
  it('answers everything new for the member since the cursor: new, edited and deleted messages and read marks, once', async () => {
    const { ann, gus, eve, guestId } = await world();
    const { id, messageId } = await started(ann, guestId, 'one');
    const gusCursor = (await inbox(gus)).cursor;
    const annCursor = (await inbox(ann)).cursor;
    const two = (await post(ann, id, 'two')).data.message.id as number;
    const three = (await post(ann, id, 'three')).data.message.id as number;
    await t.call('PATCH', `/api/messages/conversations/${id}/messages/${two}`, { token: ann.token, json: { body: 'two!' } });
    await t.call('DELETE', `/api/messages/conversations/${id}/messages/${messageId}`, { token: ann.token });

    const changes = syncSchema.parse((await t.call('GET', `/api/messages/sync?after=${gusCursor}`, { token: gus.token })).data);
    expect(changes.messages.map((message) => [message.id, message.body, message.deleted])).toEqual([
      [messageId, '', true],
      [two, 'two!', false],
      [three, 'three', false],
    ]);
    expect(changes.conversations).toEqual([expect.objectContaining({ id, unreadCount: 2 })]);
    expect(changes.unreadTotal).toBe(2);
    expect(changes.more).toBe(false);
    const nothing = syncSchema.parse((await t.call('GET', `/api/messages/sync?after=${changes.cursor}`, { token: gus.token })).data);
    expect(nothing).toMatchObject({ cursor: changes.cursor, conversations: [], messages: [] });

    // Gus reads: Ann's next sync carries his read mark ("Seen").
    await t.call('POST', `/api/messages/conversations/${id}/read`, { token: gus.token, json: { messageId: three } });
    const annChanges = syncSchema.parse((await t.call('GET', `/api/messages/sync?after=${annCursor}`, { token: ann.token })).data);
    expect(annChanges.conversations).toEqual([expect.objectContaining({ id, otherLastReadMessageId: three })]);
    // Eve's sync sees none of it.
    expect((await t.call('GET', '/api/messages/sync?after=1.0', { token: eve.token })).data).toMatchObject({ messages: [], conversations: [] });
    for (const bad of ['abc', '2.1', '1.-5', `1.${'9'.repeat(20)}`]) {
      expect((await t.call('GET', `/api/messages/sync?after=${encodeURIComponent(bad)}`, { token: gus.token })).status).toBe(400);
    }
    // Without a cursor: the current one, nothing else.
    expect((await t.call('GET', '/api/messages/sync', { token: gus.token })).data).toMatchObject({ messages: [], conversations: [] });
  });
});

describe('live channel (Server-Sent Events on Node)', () => {
  it('hints the other member with the new cursor when a message is posted', async () => {
    const { ann, gus, guestId } = await world();
    const { id } = await started(ann, guestId);
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;
    const abort = new AbortController();
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/messages/live`, { headers: { authorization: `Bearer ${gus.token}` }, signal: abort.signal });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      const nextEvent = async (name: string) => {
        for (;;) {
          const match = new RegExp(`event: ${name}\\ndata: (.*)\\n`).exec(buffer);
          if (match) {
            buffer = buffer.slice(match.index + match[0].length);
            return JSON.parse(match[1]!);
          }
          const { value, done } = await reader.read();
          if (done) throw new Error('stream ended');
          buffer += value;
        }
      };
      const ready = await nextEvent('ready');
      const posted = await post(ann, id, 'Are you coming?');
      expect(posted.status).toBe(201);
      const hint = await nextEvent('changed');
      expect(hint.type).toBe('changed');
      const changes = syncSchema.parse((await t.call('GET', `/api/messages/sync?after=${ready.cursor}`, { token: gus.token })).data);
      expect(changes.cursor).toBe(hint.cursor);
      expect(changes.messages.map((message) => message.body)).toEqual(['Are you coming?']);
    } finally {
      abort.abort();
      await new Promise((resolve) => server.close(resolve));
    }
    const notifier = t.deps.inboxNotifier as InProcessInboxNotifier;
    await expect.poll(() => notifier.listenerCount(gus.id)).toBe(0);
  });

  it('hints both members, and refuses a member’s 21st open channel', async () => {
    const { ann, gus, guestId } = await world();
    const { id } = await started(ann, guestId);
    const notifier = t.deps.inboxNotifier as InProcessInboxNotifier;
    const heard: string[] = [];
    const stops = [notifier.subscribe(ann.id, () => heard.push('ann')), notifier.subscribe(gus.id, () => heard.push('gus'))];
    await post(gus, id, 'Yes!');
    expect(heard.sort()).toEqual(['ann', 'gus']);
    for (let i = 0; i < 19; i++) stops.push(notifier.subscribe(gus.id, () => undefined));
    expect(await t.call('GET', '/api/messages/live', { token: gus.token })).toMatchObject({ status: 429 });
    stops.forEach((stop) => stop());
  });
});

describe('email about unread messages', () => {
  const emailsTo = async (email: string) => (await t.call('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`)).data.messages as { subject: string; body: string }[];

  it('after 10 minutes unread, once, at most one per conversation an hour, with a working mute link', async () => {
    const { ann, gus, guestId } = await world();
    const { id } = await started(ann, guestId, 'Can you bring the cake?\nThe chocolate one.');
    t.clock.advance(9 * MINUTE);
    await runScheduledWork(t.deps);
    expect(await emailsTo(gus.email)).toEqual([]);
    t.clock.advance(2 * MINUTE);
    expect((await runScheduledWork(t.deps)).unreadMessages).toEqual({ queued: 1, dropped: 0, deferred: 0 });
    await runScheduledWork(t.deps);
    const emails = await emailsTo(gus.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe('Ann sent you a message on Cakeday');
    expect(emails[0]!.body).toContain('> Can you bring the cake?\n> The chocolate one.');
    expect(emails[0]!.body).toContain(`https://cakeday.test/messages/${id}`);
    expect(await emailsTo(ann.email)).toEqual([]);

    // A second message 20 minutes later waits for the hour to be up.
    t.clock.advance(20 * MINUTE);
    await post(ann, id, 'Hello?');
    t.clock.advance(11 * MINUTE);
    expect((await runScheduledWork(t.deps)).unreadMessages.deferred).toBe(1);
    expect(await emailsTo(gus.email)).toHaveLength(1);
    t.clock.advance(30 * MINUTE);
    await runScheduledWork(t.deps);
    const later = await emailsTo(gus.email);
    expect(later).toHaveLength(2);
    expect(later.map((email) => email.body).join()).toContain('> Hello?');

    // The mute link works without signing in, and only with its own token.
    const link = new URL(/Mute it: (\S+)/.exec(later[0]!.body)![1]!);
    const params = { conversationId: link.searchParams.get('c'), memberId: link.searchParams.get('u'), token: link.searchParams.get('t') };
    expect((await t.call('POST', '/api/messages/mute-link', { json: { ...params, memberId: ann.id } })).status).toBe(400);
    expect((await t.call('POST', '/api/messages/mute-link', { json: { ...params, token: 'forged' } })).status).toBe(400);
    expect(await t.call('POST', '/api/messages/mute-link', { json: params })).toMatchObject({ status: 200, data: { muted: true, otherName: 'Ann' } });
    expect((await inbox(gus)).conversations[0]!.muted).toBe(true);
  });

  it('never for a muted thread or one read in time; without the text once the sender was reported', async () => {
    const { ann, gus, guestId } = await world();
    const hal = await member('Hal');
    const { id } = await started(ann, guestId);
    await t.call('PATCH', `/api/messages/conversations/${id}`, { token: gus.token, json: { muted: true } });
    t.clock.advance(11 * MINUTE);
    await runScheduledWork(t.deps);
    expect(await emailsTo(gus.email)).toEqual([]);

    // Read in time: nothing to tell.
    await t.call('PATCH', `/api/messages/conversations/${id}`, { token: gus.token, json: { muted: false } });
    const next = (await post(ann, id, 'Ping')).data.message.id;
    await t.call('POST', `/api/messages/conversations/${id}/read`, { token: gus.token, json: { messageId: next } });
    t.clock.advance(11 * MINUTE);
    await runScheduledWork(t.deps);
    expect(await emailsTo(gus.email)).toEqual([]);

    // Reported sender: the email says who wrote, not what.
    const event = await createEvent(hal, 'Hal turns 40');
    const halGuest = await addGuest(hal, event, 'Gus', gus);
    const withHal = await started(hal, halGuest, 'Secret spam text');
    await t.call('POST', `/api/messages/conversations/${withHal.id}/report`, { token: gus.token, json: { reason: 'spam' } });
    await post(hal, withHal.id, 'More spam text');
    t.clock.advance(11 * MINUTE);
    await runScheduledWork(t.deps);
    const emails = await emailsTo(gus.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe('Hal sent you 2 messages on Cakeday');
    expect(emails[0]!.body).not.toContain('spam text');
  });

  it('never for a blocked thread', async () => {
    const { ann, gus, guestId } = await world();
    const { id } = await started(ann, guestId);
    await t.call('POST', `/api/messages/conversations/${id}/block`, { token: gus.token });
    t.clock.advance(11 * MINUTE);
    expect((await runScheduledWork(t.deps)).unreadMessages).toEqual({ queued: 0, dropped: 1, deferred: 0 });
    expect(await emailsTo(gus.email)).toEqual([]);
  });
});

describe('kept answers (Node: the inbox and sync kept between writes)', () => {
  // Counts the round trips a kept answer saves: a verified hit (testing/verified-caches.ts) would read afresh too.
  beforeEach(() => t.verifyCaches(false));

  async function read(who: Member, path: string) {
    const trips = countRoundTrips(t.client);
    const response = await t.call('GET', path, { token: who.token });
    expect(response.status).toBe(200);
    return { trips: trips.count, data: response.data };
  }

  it('answers a repeated inbox from memory, and the next one after a message, a rename, a new title or a block with the change', async () => {
    const { ann, gus, event, guestId } = await world();
    const { id } = await started(ann, guestId, 'Hi Gus!');
    const first = await read(gus, '/api/messages');
    expect(first.trips).toBeGreaterThan(0);
    expect(await read(gus, '/api/messages')).toEqual({ ...first, trips: 0 });
    const summary = async () => inboxSchema.parse((await read(gus, '/api/messages')).data).conversations[0]!;

    await post(ann, id, 'Bring the cake');
    expect(await summary()).toMatchObject({ lastMessagePreview: 'Bring the cake', unreadCount: 2 });
    expect((await t.call('PATCH', '/api/user/profile', { token: ann.token, json: { name: 'Annie' } })).status).toBe(200);
    expect((await summary()).other.name).toBe('Annie');
    expect((await t.call('PATCH', `/api/events/${event.id}`, { token: ann.token, json: { title: 'Maya turns 8' } })).status).toBe(200);
    expect((await summary()).context.title).toBe('Maya turns 8');
    expect((await t.call('POST', `/api/messages/conversations/${id}/block`, { token: gus.token, json: { blocked: true } })).status).toBe(200);
    expect(await summary()).toMatchObject({ canReply: false, blockedByMe: true });
    // Another member's inbox is another answer.
    expect(inboxSchema.parse((await read(ann, '/api/messages')).data).conversations[0]!.other.name).toBe('Gus');
  });

  it('keeps a sync that says a message is editable only while it is, with nothing written', async () => {
    const { ann, guestId } = await world();
    const cursor = (await inbox(ann)).cursor;
    await started(ann, guestId, 'Hi Gus!');
    const path = `/api/messages/sync?after=${cursor}`;
    const first = await read(ann, path);
    expect(syncSchema.parse(first.data).messages).toEqual([expect.objectContaining({ body: 'Hi Gus!', editable: true })]);
    expect(await read(ann, path)).toEqual({ ...first, trips: 0 });
    t.clock.advance(16 * MINUTE);
    expect(syncSchema.parse((await read(ann, path)).data).messages).toEqual([expect.objectContaining({ body: 'Hi Gus!', editable: false })]);
  });
});

describe('indexed reads', () => {
  it('the inbox, unread total, a thread, sync and the email job read index ranges, never a whole table', async () => {
    const { ann, gus, guestId } = await world();
    const { id } = await started(ann, guestId);
    await post(ann, id, 'second');
    const statements: { sql: string; args: unknown }[] = [];
    const client = t.client as unknown as Record<'execute' | 'batch', (...args: unknown[]) => Promise<unknown>>;
    const execute = client.execute.bind(t.client);
    const batch = client.batch.bind(t.client);
    const capture = (statement: unknown) => {
      const { sql, args } = typeof statement === 'string' ? { sql: statement, args: [] } : (statement as { sql: string; args: unknown });
      if (/^\s*SELECT/i.test(sql)) statements.push({ sql, args });
    };
    client.execute = (statement: unknown, ...rest: unknown[]) => {
      capture(statement);
      return execute(statement, ...rest);
    };
    client.batch = (list: unknown, ...rest: unknown[]) => {
      (list as unknown[]).forEach(capture);
      return batch(list, ...rest);
    };
    try {
      await inbox(gus);
      await unread(gus);
      await t.call('GET', `/api/messages/conversations/${id}`, { token: gus.token });
      await t.call('GET', '/api/messages/sync?after=1.0', { token: gus.token });
      t.clock.advance(11 * MINUTE);
      await runScheduledWork(t.deps);
    } finally {
      client.execute = execute;
      client.batch = batch;
    }
    const ours = statements.filter((statement) => /conversation|member_blocks/.test(statement.sql));
    expect(ours.length).toBeGreaterThan(5);
    for (const statement of ours) {
      const rows = (await t.client.execute({ sql: `EXPLAIN QUERY PLAN ${statement.sql}`, args: statement.args as never })).rows.map((row) => String(row.detail));
      const scans = rows.filter((detail) => /^SCAN (conversations|conversation_members|conversation_messages|conversation_changes|conversation_reports|member_blocks)\b/.test(detail));
      expect(scans, `${statement.sql}\n${rows.join('\n')}`).toEqual([]);
      // Nor every conversation of a context type (the chips' lookup by type instead of by the page's ids).
      expect(
        rows.filter((detail) => /conversations_context_pair_idx \(context_type=\?\)/.test(detail)),
        statement.sql,
      ).toEqual([]);
    }
  });
});
