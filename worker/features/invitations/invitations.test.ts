import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deriveGuestToken, guestLinkUrl } from '../../services/guest-links.ts';
import { insertCohost, insertEvent, insertGuest, registerMember } from '../../testing/invitations.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { drainMessageQueue } from './invitations.service.ts';

const APP_URL = 'https://cakeday.example';
const AUTH_TOKEN = 'twilio-auth-token-0123456789abcdef';
const HOUR = 3_600_000;

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { APP_URL, TWILIO_AUTH_TOKEN: AUTH_TOKEN } });
});
afterEach(() => t.close());

async function rows(sql: string, args: (string | number)[] = []) {
  return (await t.client.execute({ sql, args })).rows;
}

async function outboxFor(recipient: string) {
  const response = await t.call('GET', `/api/dev/outbox?to=${encodeURIComponent(recipient)}`);
  return response.data.messages as { channel: string; subject: string | null; body: string }[];
}

/** A host with an event and four guests in different situations. */
async function partyWithGuests() {
  const host = await registerMember(t, 'Hana Host', 'hana@example.com');
  const event = await insertEvent(t, host.id);
  const both = await insertGuest(t, event.id, { name: 'Bo Both', email: 'bo@example.com', phone: '+15550000001' });
  const emailOnly = await insertGuest(t, event.id, { name: 'Em Mail', email: 'em@example.com' });
  const stopped = await insertGuest(t, event.id, { name: 'Sam Stop', phone: '+15550000003' });
  const invited = await insertGuest(t, event.id, { name: 'Ivy Invited', email: 'ivy@example.com', invitedAt: t.clock.now() - HOUR });
  await t.client.execute({ sql: 'INSERT INTO sms_opt_outs (phone, opted_out_at) VALUES (?, ?)', args: ['+15550000003', 1] });
  return { host, event, both, emailOnly, stopped, invited };
}

/** A Twilio webhook request, signed the way Twilio signs it (over the public URL). */
function twilioPost(path: string, params: Record<string, string>, signature = getExpectedTwilioSignature(AUTH_TOKEN, `${APP_URL}${path}`, params)) {
  return t.call('POST', path, {
    body: new URLSearchParams(params).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
  });
}

describe('POST /api/events/:id/invitations', () => {
  it('queues an email and a text per guest with the personal link, reports who was skipped and why, and marks them invited', async () => {
    const { host, event, both, emailOnly, stopped, invited } = await partyWithGuests();
    const response = await t.call('POST', `/api/events/${event.id}/invitations`, { token: host.token, json: { guestIds: 'all_not_invited', channels: ['email', 'sms'] } });
    expect(response.status).toBe(200);
    expect(response.data.queued).toBe(3);
    expect(response.data.skipped).toEqual(
      expect.arrayContaining([
        { guestId: emailOnly.id, name: 'Em Mail', reason: 'No phone number' },
        { guestId: stopped.id, name: 'Sam Stop', reason: 'No email address' },
        { guestId: stopped.id, name: 'Sam Stop', reason: 'Replied STOP to our texts, so they are not texted' },
      ]),
    );
    expect(response.data.skipped).toHaveLength(3);

    // Emails go out at once; the link is the guest's own.
    const [mail] = await outboxFor('bo@example.com');
    expect(mail!.subject).toBe("You're invited: Mia turns 7");
    const link = guestLinkUrl(APP_URL, event.slug, await deriveGuestToken(t.env.GUEST_LINK_SECRET!, both.id, 1));
    expect(mail!.body).toContain(link);
    expect(mail!.body).toContain('Hana Host invites you to Mia turns 7 (celebrating Mia).');
    expect(mail!.body).toMatch(/When: .*EST/);
    expect(await outboxFor('ivy@example.com')).toEqual([]);

    // Texts wait for the scheduler's pace; the opted-out number is recorded as skipped.
    const deliveries = await t.call('GET', `/api/events/${event.id}/deliveries`, { token: host.token });
    expect(deliveries.status).toBe(200);
    const byRecipient = Object.fromEntries(deliveries.data.deliveries.map((d: any) => [d.recipient, d]));
    expect(byRecipient['bo@example.com']).toMatchObject({ status: 'sent', channel: 'email', kind: 'invitation', guestName: 'Bo Both' });
    expect(byRecipient['+15550000001']).toMatchObject({ status: 'queued', channel: 'sms' });
    expect(byRecipient['+15550000003']).toMatchObject({ status: 'skipped', error: 'The recipient texted STOP' });

    const invitedRows = await rows('SELECT name, invited_at FROM guests WHERE event_id = ? ORDER BY name', [event.id]);
    expect(invitedRows.map((row) => [row.name, row.invited_at !== null])).toEqual([
      ['Bo Both', true],
      ['Em Mail', true],
      ['Ivy Invited', true],
      ['Sam Stop', false],
    ]);
    expect((await rows('SELECT invited_at FROM guests WHERE id = ?', [invited.id]))[0]!.invited_at).toBe(t.clock.now() - HOUR);
    const activity = await rows("SELECT body FROM event_activity WHERE event_id = ? AND kind = 'invitations_sent'", [event.id]);
    expect(activity.map((row) => row.body)).toEqual(['Invitations sent to 2 guests']);

    // The text goes out on the next drain, with the same personal link.
    await drainMessageQueue(t.deps, { sleep: async (ms) => t.clock.advance(ms) });
    const [text] = await outboxFor('+15550000001');
    expect(text!.channel).toBe('sms');
    expect(text!.body).toContain(link);
    expect(text!.body).toContain('Reply STOP to opt out.');
  });

  it('invites chosen guests of this event only; a guest of another event is a 400 and nothing is sent', async () => {
    const { host, event, both } = await partyWithGuests();
    const other = await insertEvent(t, host.id, { title: 'Other party' });
    const outsider = await insertGuest(t, other.id, { name: 'Out Sider', email: 'out@example.com' });
    const mixed = await t.call('POST', `/api/events/${event.id}/invitations`, { token: host.token, json: { guestIds: [both.id, outsider.id], channels: ['email'] } });
    expect(mixed.status).toBe(400);
    expect(mixed.data.error).toContain('not on this event');
    expect(await rows('SELECT id FROM message_deliveries')).toHaveLength(0);
    expect(await rows('SELECT id FROM guests WHERE invited_at IS NOT NULL AND id IN (?, ?)', [both.id, outsider.id])).toHaveLength(0);

    const one = await t.call('POST', `/api/events/${event.id}/invitations`, { token: host.token, json: { guestIds: [both.id], channels: ['email'] } });
    expect(one.status).toBe(200);
    expect(one.data).toEqual({ queued: 1, skipped: [] });
  });

  it.each([
    [{ guestIds: 'all_not_invited', channels: [] }, 'Choose email, text message or both'],
    [{ guestIds: 'all_not_invited', channels: ['fax'] }, 'Channels must be "email" and/or "sms"'],
    [{ guestIds: 'all_not_invited', channels: ['email', 'email'] }, 'Each channel can be chosen once'],
    [{ guestIds: [], channels: ['email'] }, 'Choose at least one guest to invite'],
    [{ guestIds: 'everyone', channels: ['email'] }, 'guestIds must be a list of guest ids or "all_not_invited"'],
    [{ guestIds: 'all_not_invited', channels: ['email'], extra: 1 }, undefined],
  ])('rejects %j with a 400 and changes nothing', async (body, message) => {
    const { host, event } = await partyWithGuests();
    const response = await t.call('POST', `/api/events/${event.id}/invitations`, { token: host.token, json: body });
    expect(response.status).toBe(400);
    if (message) expect(response.data.error).toBe(message);
    expect(await rows('SELECT id FROM message_deliveries')).toHaveLength(0);
  });

  it('refuses a cancelled or finished event with a clear 409', async () => {
    const host = await registerMember(t, 'Hana Host', 'hana@example.com');
    const cancelled = await insertEvent(t, host.id, { status: 'cancelled' });
    await insertGuest(t, cancelled.id, { name: 'Bo', email: 'bo@example.com' });
    const response = await t.call('POST', `/api/events/${cancelled.id}/invitations`, { token: host.token, json: { guestIds: 'all_not_invited', channels: ['email'] } });
    expect(response.status).toBe(409);
    expect(response.data.error).toBe('This event was cancelled, so invitations cannot be sent.');
    const past = await insertEvent(t, host.id, { startsAt: t.clock.now() - 5 * HOUR, endsAt: t.clock.now() - 2 * HOUR });
    expect((await t.call('POST', `/api/events/${past.id}/invitations`, { token: host.token, json: { guestIds: 'all_not_invited', channels: ['email'] } })).status).toBe(409);
    expect(await rows('SELECT id FROM message_deliveries')).toHaveLength(0);
  });
});

describe('who may send and read deliveries', () => {
  it('lets the host and an accepted co-host in; another member, a pending co-host and a stranger get 404/401', async () => {
    const { host, event } = await partyWithGuests();
    const cohost = await registerMember(t, 'Cory Cohost', 'cory@example.com');
    const pending = await registerMember(t, 'Pat Pending', 'pat@example.com');
    const other = await registerMember(t, 'Otto Other', 'otto@example.com');
    await insertCohost(t, event.id, { id: cohost.id, email: 'cory@example.com' }, true);
    await insertCohost(t, event.id, { id: pending.id, email: 'pat@example.com' }, false);

    const invite = { guestIds: 'all_not_invited', channels: ['email'] };
    const blast = { statuses: ['going'], channels: ['email'], message: 'Hi' };
    for (const member of [other, pending]) {
      for (const [method, path, json] of [
        ['POST', `/api/events/${event.id}/invitations`, invite],
        ['POST', `/api/events/${event.id}/blasts`, blast],
        ['GET', `/api/events/${event.id}/deliveries`, undefined],
      ] as const) {
        const response = await t.call(method, path, { token: member.token, json });
        expect(response.status, `${member.name} ${method} ${path}`).toBe(404);
        expect(response.data.error).toBe('Event not found.');
      }
    }
    expect((await t.call('POST', `/api/events/${event.id}/invitations`, { json: invite })).status).toBe(401);
    expect((await t.call('GET', `/api/events/${event.id}/deliveries`)).status).toBe(401);
    expect((await t.call('GET', '/api/events/no-such-event/deliveries', { token: host.token })).status).toBe(404);
    expect(await rows('SELECT id FROM message_deliveries')).toHaveLength(0);

    const byCohost = await t.call('POST', `/api/events/${event.id}/invitations`, { token: cohost.token, json: invite });
    expect(byCohost.status).toBe(200);
    expect(byCohost.data.queued).toBe(2);
    expect((await t.call('GET', `/api/events/${event.id}/deliveries`, { token: cohost.token })).data.deliveries).toHaveLength(2);
  });
});

describe('POST /api/events/:id/blasts', () => {
  it('sends the message only to guests whose list status was chosen, with their personal link', async () => {
    const host = await registerMember(t, 'Hana Host', 'hana@example.com');
    const event = await insertEvent(t, host.id);
    const invitedAt = t.clock.now();
    const going = await insertGuest(t, event.id, { name: 'Gia Going', email: 'gia@example.com', rsvpStatus: 'going', invitedAt });
    await insertGuest(t, event.id, { name: 'Dan Declined', email: 'dan@example.com', rsvpStatus: 'declined', invitedAt });
    await insertGuest(t, event.id, { name: 'Wes Waiting', email: 'wes@example.com', invitedAt });
    await insertGuest(t, event.id, { name: 'Nia New', email: 'nia@example.com' });

    const response = await t.call('POST', `/api/events/${event.id}/blasts`, {
      token: host.token,
      json: { statuses: ['going', 'invited'], channels: ['email'], message: '  Bring a swimsuit!  ' },
    });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ queued: 2, skipped: [] });
    const [mail] = await outboxFor('gia@example.com');
    expect(mail!.subject).toBe('A message from Hana Host about Mia turns 7');
    expect(mail!.body).toContain('Bring a swimsuit!');
    expect(mail!.body).toContain(guestLinkUrl(APP_URL, event.slug, going.token));
    expect(await outboxFor('wes@example.com')).toHaveLength(1);
    expect(await outboxFor('dan@example.com')).toEqual([]);
    expect(await outboxFor('nia@example.com')).toEqual([]);
  });

  it.each([
    [{ statuses: [], channels: ['email'], message: 'Hi' }, 'Choose which guests get the message'],
    [{ statuses: ['attending'], channels: ['email'], message: 'Hi' }, 'Unknown guest status'],
    [{ statuses: ['going'], channels: ['email'], message: '   ' }, 'Write a message'],
    [{ statuses: ['going'], channels: ['email'], message: 'x'.repeat(1001) }, 'The message must be at most 1000 characters long'],
  ])('rejects %j with a 400', async (body, message) => {
    const host = await registerMember(t, 'Hana Host', 'hana@example.com');
    const event = await insertEvent(t, host.id);
    await insertGuest(t, event.id, { name: 'Gia', email: 'gia@example.com', rsvpStatus: 'going' });
    const response = await t.call('POST', `/api/events/${event.id}/blasts`, { token: host.token, json: body });
    expect(response.status).toBe(400);
    expect(response.data.error).toBe(message);
    expect(await rows('SELECT id FROM message_deliveries')).toHaveLength(0);
  });
});

describe('Twilio webhooks', () => {
  it('refuses a missing or wrong signature with 403, and checks it against the public URL', async () => {
    const params = { From: '+15550000001', Body: 'STOP' };
    const unsigned = await t.call('POST', '/api/webhooks/twilio/inbound', {
      body: new URLSearchParams(params).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unsigned.status).toBe(403);
    expect((await twilioPost('/api/webhooks/twilio/inbound', params, 'bm90LXRoZS1zaWduYXR1cmU=')).status).toBe(403);
    // Signed for the URL the request happened to reach, not the public one Twilio was given.
    const local = getExpectedTwilioSignature(AUTH_TOKEN, 'http://127.0.0.1/api/webhooks/twilio/inbound', params);
    expect((await twilioPost('/api/webhooks/twilio/inbound', params, local)).status).toBe(403);
    // Signed with another account's token.
    const foreign = getExpectedTwilioSignature('another-token-0123456789', `${APP_URL}/api/webhooks/twilio/inbound`, params);
    expect((await twilioPost('/api/webhooks/twilio/inbound', params, foreign)).status).toBe(403);
    // Tampered body.
    const signed = getExpectedTwilioSignature(AUTH_TOKEN, `${APP_URL}/api/webhooks/twilio/inbound`, params);
    expect((await twilioPost('/api/webhooks/twilio/inbound', { ...params, From: '+15550000009' }, signed)).status).toBe(403);
    expect(await rows('SELECT phone FROM sms_opt_outs')).toHaveLength(0);
  });

  it('STOP opts the number out (empty TwiML reply) and it is never texted again: invitation, blast and reminder are skipped; START opts back in', async () => {
    const host = await registerMember(t, 'Hana Host', 'hana@example.com');
    const event = await insertEvent(t, host.id);
    const guest = await insertGuest(t, event.id, { name: 'Bo Both', email: 'bo@example.com', phone: '+15550000001' });

    const stop = await twilioPost('/api/webhooks/twilio/inbound', { From: '+15550000001', Body: ' stop ', MessageSid: 'SMin1' });
    expect(stop.status).toBe(200);
    expect(stop.headers.get('content-type')).toContain('text/xml');
    expect(stop.data).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    expect(await rows('SELECT phone FROM sms_opt_outs')).toEqual([expect.objectContaining({ phone: '+15550000001' })]);

    const invite = await t.call('POST', `/api/events/${event.id}/invitations`, { token: host.token, json: { guestIds: [guest.id], channels: ['sms'] } });
    expect(invite.data).toEqual({ queued: 0, skipped: [{ guestId: guest.id, name: 'Bo Both', reason: 'Replied STOP to our texts, so they are not texted' }] });
    const blast = await t.call('POST', `/api/events/${event.id}/blasts`, { token: host.token, json: { statuses: ['not_invited'], channels: ['sms'], message: 'Hi' } });
    expect(blast.data.queued).toBe(0);
    await drainMessageQueue(t.deps, { sleep: async (ms) => t.clock.advance(ms) });
    expect(await outboxFor('+15550000001')).toEqual([]);
    const statuses = await rows("SELECT kind, status FROM message_deliveries WHERE recipient = '+15550000001' ORDER BY kind");
    expect(statuses.map((row) => [row.kind, row.status])).toEqual([
      ['blast', 'skipped'],
      ['invitation', 'skipped'],
    ]);

    const chat = await twilioPost('/api/webhooks/twilio/inbound', { From: '+15550000001', Body: 'Can I bring my dog?' });
    expect(chat.status).toBe(200);
    expect(await rows('SELECT phone FROM sms_opt_outs')).toHaveLength(1);

    expect((await twilioPost('/api/webhooks/twilio/inbound', { From: '+15550000001', Body: 'START' })).status).toBe(200);
    expect(await rows('SELECT phone FROM sms_opt_outs')).toHaveLength(0);
    // A custom opt-out keyword configured in Twilio (Advanced Opt-Out) arrives with OptOutType.
    await twilioPost('/api/webhooks/twilio/inbound', { From: '+15550000001', Body: 'ARRET', OptOutType: 'STOP' });
    expect(await rows('SELECT phone FROM sms_opt_outs')).toHaveLength(1);
    await twilioPost('/api/webhooks/twilio/inbound', { From: '+15550000001', Body: 'unstop' });
    expect(await rows('SELECT phone FROM sms_opt_outs')).toHaveLength(0);
    const again = await t.call('POST', `/api/events/${event.id}/blasts`, { token: host.token, json: { statuses: ['not_invited'], channels: ['sms'], message: 'Hi again' } });
    expect(again.data).toEqual({ queued: 1, skipped: [] });
  });

  it('records delivery reports by message SID, never moving a status backwards', async () => {
    const host = await registerMember(t, 'Hana Host', 'hana@example.com');
    const event = await insertEvent(t, host.id);
    const guest = await insertGuest(t, event.id, { name: 'Bo', phone: '+15550000001' });
    await t.call('POST', `/api/events/${event.id}/invitations`, { token: host.token, json: { guestIds: [guest.id], channels: ['sms'] } });
    await drainMessageQueue(t.deps, { sleep: async (ms) => t.clock.advance(ms) });
    const [row] = await rows('SELECT provider_id FROM message_deliveries');
    const sid = String(row!.provider_id);

    expect((await twilioPost('/api/webhooks/twilio/status', { MessageSid: sid, MessageStatus: 'delivered' })).status).toBe(204);
    expect((await twilioPost('/api/webhooks/twilio/status', { MessageSid: sid, MessageStatus: 'sent' })).status).toBe(204);
    let [delivery] = (await t.call('GET', `/api/events/${event.id}/deliveries`, { token: host.token })).data.deliveries;
    expect(delivery.status).toBe('delivered');

    expect((await twilioPost('/api/webhooks/twilio/status', { MessageSid: 'SMunknown', MessageStatus: 'failed' })).status).toBe(204);
    expect((await twilioPost('/api/webhooks/twilio/status', { MessageStatus: 'failed' })).status).toBe(400);

    await t.client.execute({ sql: "UPDATE message_deliveries SET status = 'sent'", args: [] });
    await twilioPost('/api/webhooks/twilio/status', { MessageSid: sid, MessageStatus: 'undelivered', ErrorCode: '30003' });
    [delivery] = (await t.call('GET', `/api/events/${event.id}/deliveries`, { token: host.token })).data.deliveries;
    expect(delivery).toMatchObject({ status: 'undelivered', error: 'Twilio reported undelivered (error 30003)' });
  });

  it('answers 404 with the reason when Twilio is not configured', async () => {
    const plain = await createTestApp({ env: { APP_URL } });
    try {
      const response = await plain.call('POST', '/api/webhooks/twilio/inbound', { body: 'From=%2B15550000001&Body=STOP', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(response.status).toBe(404);
      expect(response.data.error).toContain('TWILIO_AUTH_TOKEN');
    } finally {
      plain.close();
    }
  });
});

describe('with the events API', () => {
  it('an invitation to a guest added through the API carries a link that opens the event as that guest, and an RSVP through it lands', async () => {
    const host = await registerMember(t, 'Hana Host', 'hana@example.com');
    const created = await t.call('POST', '/api/events', {
      token: host.token,
      json: { title: 'Leo turns 5', timeZone: 'Europe/London', startsAt: '2026-12-12T14:00', endsAt: '2026-12-12T17:00', location: '5 Park Lane', plusOnesAllowed: 1 },
    });
    expect(created.status).toBe(201);
    const eventId: string = created.data.event.id;
    const added = await t.call('POST', `/api/events/${eventId}/guests`, { token: host.token, json: { name: 'Gus Guest', email: 'gus@example.com', phone: '+44 7400 123456' } });
    expect(added.status).toBe(201);

    const sent = await t.call('POST', `/api/events/${eventId}/invitations`, { token: host.token, json: { guestIds: 'all_not_invited', channels: ['email', 'sms'] } });
    expect(sent.data).toEqual({ queued: 2, skipped: [] });
    const [mail] = await outboxFor('gus@example.com');
    expect(mail!.body).toContain('When: Sat, Dec 12, 2026, 2:00 PM GMT');
    const link = /https:\/\/cakeday\.example\/e\/\S+/.exec(mail!.body)![0];
    expect(link).toBe(added.data.link);
    const url = new URL(link);

    const page = await t.call('GET', `/api/public${url.pathname.replace(/^\/e\//, '/events/')}`, { headers: { 'x-guest-token': url.searchParams.get('g')! } });
    expect(page.status).toBe(200);
    expect(page.data.viewer).toMatchObject({ role: 'guest', guest: { name: 'Gus Guest', rsvpStatus: 'pending' } });
    const rsvp = await t.call('POST', `/api/public${url.pathname.replace(/^\/e\//, '/events/')}/rsvp`, {
      headers: { 'x-guest-token': url.searchParams.get('g')! },
      json: { response: 'going', partySize: 2, plusOneNames: ['Gwen'] },
    });
    expect(rsvp.status).toBe(200);

    const guests = await t.call('GET', `/api/events/${eventId}/guests`, { token: host.token });
    expect(guests.data.guests[0]).toMatchObject({ name: 'Gus Guest', phone: '+447400123456' });
    const deliveries = await t.call('GET', `/api/events/${eventId}/deliveries`, { token: host.token });
    expect(deliveries.data.deliveries.map((d: any) => [d.channel, d.recipient, d.kind])).toEqual(
      expect.arrayContaining([
        ['email', 'gus@example.com', 'invitation'],
        ['sms', '+447400123456', 'invitation'],
      ]),
    );
  });
});

describe('POST /api/events/:id/photo-requests', () => {
  const uploadLink = (token: string) => `${APP_URL}/u/${encodeURIComponent(token)}`;

  /** A party that is over (photos exist by then), with guests who answered differently. */
  async function partyToAskForPhotos() {
    const host = await registerMember(t, 'Hana Host', 'hana@example.com');
    const event = await insertEvent(t, host.id, { startsAt: t.clock.now() - 5 * HOUR, endsAt: t.clock.now() - 2 * HOUR });
    const invitedAt = t.clock.now() - 30 * 24 * HOUR;
    // A re-issued link (version 2): the message must carry the current token, not the revoked one.
    const gia = await insertGuest(t, event.id, { name: 'Gia Going', email: 'gia@example.com', phone: '+15550000011', rsvpStatus: 'going', invitedAt, linkVersion: 2 });
    const sam = await insertGuest(t, event.id, { name: 'Sam Stop', email: 'sam@example.com', phone: '+15550000013', rsvpStatus: 'going', invitedAt });
    const emma = await insertGuest(t, event.id, { name: 'Emma Mail', email: 'emma@example.com', rsvpStatus: 'going', invitedAt });
    const dan = await insertGuest(t, event.id, { name: 'Dan Declined', email: 'dan@example.com', phone: '+15550000014', rsvpStatus: 'declined', invitedAt });
    const may = await insertGuest(t, event.id, { name: 'May Maybe', email: 'may@example.com', rsvpStatus: 'maybe', invitedAt });
    const wes = await insertGuest(t, event.id, { name: 'Wes Waiting', email: 'wes@example.com', invitedAt });
    await t.client.execute({ sql: 'INSERT INTO sms_opt_outs (phone, opted_out_at) VALUES (?, ?)', args: ['+15550000013', 1] });
    return { host, event, gia, sam, emma, dan, may, wes };
  }

  it('asks only the guests who are going, each with their own /u/<token> link that opens their upload page as them; STOP is respected', async () => {
    const { host, event, gia, sam, emma } = await partyToAskForPhotos();
    const response = await t.call('POST', `/api/events/${event.id}/photo-requests`, {
      token: host.token,
      json: { channels: ['email', 'sms'], guestIds: 'going', note: ' Thanks for coming! ' },
    });
    expect(response.status).toBe(200);
    // Emails to Gia, Sam and Emma, a text to Gia; Sam's text is recorded as skipped, Emma has no phone.
    expect(response.data.queued).toBe(4);
    expect(response.data.skipped).toEqual(
      expect.arrayContaining([
        { guestId: sam.id, name: 'Sam Stop', reason: 'Replied STOP to our texts, so they are not texted' },
        { guestId: emma.id, name: 'Emma Mail', reason: 'No phone number' },
      ]),
    );
    expect(response.data.skipped).toHaveLength(2);

    const [mail] = await outboxFor('gia@example.com');
    expect(mail!.subject).toBe('Share your photos from Mia turns 7');
    expect(mail!.body).toContain(`\n${uploadLink(gia.token)}\n`);
    expect(mail!.body).toContain('Thanks for coming!\n— Hana Host');
    expect(mail!.body).not.toContain(uploadLink(await deriveGuestToken(t.env.GUEST_LINK_SECRET!, gia.id, 1)));
    expect((await outboxFor('emma@example.com'))[0]!.body).toContain(uploadLink(emma.token));
    for (const notGoing of ['dan@example.com', 'may@example.com', 'wes@example.com', '+15550000014']) expect(await outboxFor(notGoing), notGoing).toEqual([]);

    await drainMessageQueue(t.deps, { sleep: async (ms) => t.clock.advance(ms) });
    const [text] = await outboxFor('+15550000011');
    expect(text!.body).toBe(`Share your photos from Mia turns 7: ${uploadLink(gia.token)} Hana Host: Thanks for coming! Reply STOP to opt out.`);
    expect(await outboxFor('+15550000013')).toEqual([]);
    const kinds = await rows('SELECT recipient, kind, status FROM message_deliveries ORDER BY recipient');
    expect(kinds.every((row) => row.kind === 'photo_request')).toBe(true);
    expect(kinds.find((row) => row.recipient === '+15550000013')!.status).toBe('skipped');

    // The link in the text is Gia's way in: her upload page, in her name, no form.
    const token = decodeURIComponent(/\/u\/(\S+)/.exec(text!.body)![1]!);
    const page = await t.call('GET', '/api/guest-upload', { headers: { 'x-guest-token': token } });
    expect(page.status).toBe(200);
    expect(page.data.guestName).toBe('Gia Going');
    expect((await t.call('GET', '/api/guest-upload', { headers: { 'x-guest-token': await deriveGuestToken(t.env.GUEST_LINK_SECRET!, gia.id, 1) } })).status).toBe(404);
  });

  it('asks chosen guests only (whatever their answer); a guest of another event is a 400 and nothing is sent', async () => {
    const { host, event, gia, dan } = await partyToAskForPhotos();
    const other = await insertEvent(t, host.id, { title: 'Other party' });
    const outsider = await insertGuest(t, other.id, { name: 'Out Sider', email: 'out@example.com', rsvpStatus: 'going' });
    const mixed = await t.call('POST', `/api/events/${event.id}/photo-requests`, { token: host.token, json: { channels: ['email'], guestIds: [gia.id, outsider.id] } });
    expect(mixed.status).toBe(400);
    expect(mixed.data.error).toBe('Some of the chosen guests are not on this event’s guest list. Nothing was sent.');
    expect(await rows('SELECT id FROM message_deliveries')).toHaveLength(0);

    const chosen = await t.call('POST', `/api/events/${event.id}/photo-requests`, { token: host.token, json: { channels: ['email'], guestIds: [dan.id, dan.id] } });
    expect(chosen.data).toEqual({ queued: 1, skipped: [] });
    expect((await outboxFor('dan@example.com'))[0]!.body).toContain(uploadLink(dan.token));
    expect(await outboxFor('gia@example.com')).toEqual([]);
  });

  it('lets hosts and accepted co-hosts send; another member, a pending co-host get 404; a guest link or no session gets 401', async () => {
    const { host, event, gia } = await partyToAskForPhotos();
    const cohost = await registerMember(t, 'Cory Cohost', 'cory@example.com');
    const pending = await registerMember(t, 'Pat Pending', 'pat@example.com');
    const other = await registerMember(t, 'Otto Other', 'otto@example.com');
    await insertCohost(t, event.id, { id: cohost.id, email: 'cory@example.com' }, true);
    await insertCohost(t, event.id, { id: pending.id, email: 'pat@example.com' }, false);
    const path = `/api/events/${event.id}/photo-requests`;
    const json = { channels: ['email'], guestIds: 'going' };
    for (const member of [other, pending]) {
      const response = await t.call('POST', path, { token: member.token, json });
      expect(response.status, member.name).toBe(404);
      expect(response.data.error).toBe('Event not found.');
    }
    expect((await t.call('POST', path, { json })).status).toBe(401);
    expect((await t.call('POST', path, { json, headers: { 'x-guest-token': gia.token } })).status).toBe(401);
    expect((await t.call('POST', '/api/events/no-such-event/photo-requests', { token: host.token, json })).status).toBe(404);
    expect(await rows('SELECT id FROM message_deliveries')).toHaveLength(0);

    const byCohost = await t.call('POST', path, { token: cohost.token, json });
    expect(byCohost.status).toBe(200);
    expect(byCohost.data.queued).toBe(3);
  });

  it.each([
    [{ channels: [], guestIds: 'going' }, 'Choose email, text message or both'],
    [{ channels: ['fax'], guestIds: 'going' }, 'Channels must be "email" and/or "sms"'],
    [{ guestIds: 'going' }, 'Choose email, text message or both'],
    [{ channels: ['email'] }, 'guestIds must be a list of guest ids or "going"'],
    [{ channels: ['email'], guestIds: 'everyone' }, 'guestIds must be a list of guest ids or "going"'],
    [{ channels: ['email'], guestIds: [] }, 'Choose at least one guest to ask'],
    [{ channels: ['email'], guestIds: 'going', note: 'x'.repeat(301) }, 'The note must be at most 300 characters long'],
    [{ channels: ['email'], guestIds: 'going', note: 42 }, 'The note must be text'],
    [{ channels: ['email'], guestIds: 'going', message: 'Hi' }, undefined],
  ])('rejects %j with a 400 and sends nothing', async (body, message) => {
    const { host, event } = await partyToAskForPhotos();
    const response = await t.call('POST', `/api/events/${event.id}/photo-requests`, { token: host.token, json: body });
    expect(response.status).toBe(400);
    if (message) expect(response.data.error).toBe(message);
    expect(await rows('SELECT id FROM message_deliveries')).toHaveLength(0);
  });

  it('refuses a cancelled event and an album closed to uploads with a clear 409', async () => {
    const host = await registerMember(t, 'Hana Host', 'hana@example.com');
    const json = { channels: ['email'], guestIds: 'going' };
    const cancelled = await insertEvent(t, host.id, { status: 'cancelled' });
    await insertGuest(t, cancelled.id, { name: 'Bo', email: 'bo@example.com', rsvpStatus: 'going' });
    const refused = await t.call('POST', `/api/events/${cancelled.id}/photo-requests`, { token: host.token, json });
    expect(refused.status).toBe(409);
    expect(refused.data.error).toBe('This event was cancelled, so guests cannot be asked for photos.');

    const closed = await insertEvent(t, host.id);
    await insertGuest(t, closed.id, { name: 'Cy', email: 'cy@example.com', rsvpStatus: 'going' });
    await t.client.execute({ sql: 'INSERT INTO albums (event_id, uploads_open, created_at, updated_at) VALUES (?, 0, 1, 1)', args: [closed.id] });
    const shut = await t.call('POST', `/api/events/${closed.id}/photo-requests`, { token: host.token, json });
    expect(shut.status).toBe(409);
    expect(shut.data.error).toContain('Uploads to this album are closed');
    expect(await rows('SELECT id FROM message_deliveries')).toHaveLength(0);
  });
});
