import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enqueueMessages } from './db/message-queue.repo.ts';
import { drainMessageQueue, INTERRUPTED_ERROR, queueDueReminders } from './features/invitations/invitations.service.ts';
import { insertEvent, insertGuest, registerMember } from './testing/invitations.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import type { Mailer } from './services/mailer.ts';
import { runScheduledWork } from './scheduler.ts';
import { SmsSendError, type SmsSender } from './services/sms.ts';

const APP_URL = 'https://cakeday.example';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
afterEach(() => t?.close());

/** Waiting moves the manual clock instead of the real one. */
const sleep = async (ms: number) => t.clock.advance(ms);
const run = () => runScheduledWork(t.deps, { sleep });

async function rows(sql: string, args: (string | number)[] = []) {
  return (await t.client.execute({ sql, args })).rows;
}
async function outboxCount(recipient: string) {
  return (await rows('SELECT id FROM outbox_messages WHERE recipient = ?', [recipient])).length;
}

describe('reminders', () => {
  beforeEach(async () => {
    t = await createTestApp({ env: { APP_URL } });
  });

  async function party(values: Parameters<typeof insertEvent>[2] = {}) {
    const host = await registerMember(t, 'Hana Host', 'hana@example.com');
    const now = t.clock.now();
    const event = await insertEvent(t, host.id, { startsAt: now + 10 * DAY, endsAt: now + 10 * DAY + 3 * HOUR, rsvpDeadline: now + 7 * DAY, ...values });
    const invitedAt = now;
    const waiting = await insertGuest(t, event.id, { name: 'Wes Waiting', email: 'wes@example.com', phone: '+15550000001', invitedAt });
    const going = await insertGuest(t, event.id, { name: 'Gia Going', email: 'gia@example.com', rsvpStatus: 'going', invitedAt });
    const declined = await insertGuest(t, event.id, { name: 'Dan Declined', email: 'dan@example.com', rsvpStatus: 'declined', invitedAt });
    const notInvited = await insertGuest(t, event.id, { name: 'Nia New', email: 'nia@example.com' });
    return { event, waiting, going, declined, notInvited };
  }

  it('sends the RSVP reminder 48 h before the deadline and the day-before reminder 24 h before the start, each once', async () => {
    const { event, waiting } = await party();
    // 5 days later: the RSVP reminder window (deadline − 48 h) is one minute away.
    t.clock.advance(5 * DAY - 60_000);
    await run();
    expect(await outboxCount('wes@example.com')).toBe(0);

    t.clock.advance(2 * 60_000);
    const first = await run();
    expect(first.reminders.queued).toBe(2);
    const [mail] = await rows("SELECT subject, body FROM outbox_messages WHERE recipient = 'wes@example.com'");
    expect(mail!.subject).toBe('Reminder: please RSVP to Mia turns 7');
    expect(String(mail!.body)).toContain(`${APP_URL}/e/${event.slug}?g=${encodeURIComponent(waiting.token)}`);
    expect(await outboxCount('+15550000001')).toBe(1);
    // Only the invited guest without an answer: not the one going, the one who declined or the one never invited.
    for (const email of ['gia@example.com', 'dan@example.com', 'nia@example.com']) expect(await outboxCount(email)).toBe(0);

    // Reruns never send it again.
    for (let i = 0; i < 3; i++) {
      t.clock.advance(HOUR);
      await run();
    }
    expect(await outboxCount('wes@example.com')).toBe(1);
    expect(await outboxCount('+15550000001')).toBe(1);

    // 24 h before the start: the guest who is going hears "see you tomorrow", once.
    t.clock.advance(event.startsAt - DAY - 1 - t.clock.now());
    await run();
    expect(await outboxCount('gia@example.com')).toBe(0);
    t.clock.advance(2);
    await run();
    await run();
    const tomorrow = await rows("SELECT subject FROM outbox_messages WHERE recipient = 'gia@example.com'");
    expect(tomorrow.map((row) => row.subject)).toEqual(['See you tomorrow: Mia turns 7']);
    expect(await outboxCount('dan@example.com')).toBe(0);
    const keys = await rows('SELECT dedupe_key FROM message_deliveries ORDER BY dedupe_key');
    expect(keys.map((row) => row.dedupe_key)).toEqual([
      `day_before:${(await rows("SELECT id FROM guests WHERE name = 'Gia Going'"))[0]!.id}:email`,
      `rsvp_reminder:${waiting.id}:email`,
      `rsvp_reminder:${waiting.id}:sms`,
    ]);
  });

  it('sends nothing when the host turned reminders off, or the event was cancelled', async () => {
    await party({ remindersEnabled: false });
    const host2 = await registerMember(t, 'Other Host', 'other@example.com');
    const cancelled = await insertEvent(t, host2.id, { status: 'cancelled', rsvpDeadline: t.clock.now() + 7 * DAY });
    await insertGuest(t, cancelled.id, { name: 'Cal', email: 'cal@example.com', invitedAt: t.clock.now() });
    for (let day = 0; day < 11; day++) {
      t.clock.advance(DAY);
      await run();
    }
    expect(await rows('SELECT id FROM message_deliveries')).toHaveLength(0);
    expect(await rows('SELECT id FROM outbox_messages')).toHaveLength(0);
  });

  it('records the text to a number that texted STOP as skipped', async () => {
    await party();
    await t.client.execute({ sql: 'INSERT INTO sms_opt_outs (phone, opted_out_at) VALUES (?, ?)', args: ['+15550000001', 1] });
    t.clock.advance(5 * DAY + HOUR);
    await run();
    expect(await outboxCount('+15550000001')).toBe(0);
    expect(await outboxCount('wes@example.com')).toBe(1);
    const [text] = await rows("SELECT status, error FROM message_deliveries WHERE channel = 'sms'");
    expect(text).toMatchObject({ status: 'skipped', error: 'The recipient texted STOP' });
  });

  it('after a crash between queueing and sending, the next run still sends each reminder exactly once', async () => {
    await party();
    t.clock.advance(5 * DAY + HOUR);
    // The runner queues the reminders, then dies before draining.
    expect((await queueDueReminders(t.deps)).queued).toBe(2);
    expect(await outboxCount('wes@example.com')).toBe(0);
    // Two runners start at once after the restart.
    await Promise.all([run(), run()]);
    await run();
    expect(await outboxCount('wes@example.com')).toBe(1);
    expect(await outboxCount('+15550000001')).toBe(1);
  });

  it('queues no reminder without APP_URL (the personal link would be wrong)', async () => {
    t.close();
    t = await createTestApp();
    await party();
    t.clock.advance(5 * DAY + HOUR);
    expect((await run()).reminders).toEqual({ queued: 0, skipped: 0 });
  });
});

describe('the send queue', () => {
  const base = { eventId: null, guestId: null, kind: 'other' as const, body: 'Hello' };

  it('paces texts one second apart, across runs too, and sends at most maxTexts per run', async () => {
    const sentAt: number[] = [];
    const sms: SmsSender = {
      name: 'recording',
      send: async () => {
        sentAt.push(t.clock.now());
        return { providerId: `SM${sentAt.length}`, status: 'queued' };
      },
    };
    t = await createTestApp({ sms });
    await enqueueMessages(
      t.db,
      t.clock.now(),
      Array.from({ length: 5 }, (_, i) => ({ ...base, channel: 'sms' as const, recipient: `+1555000000${i}` })),
    );
    const first = await drainMessageQueue(t.deps, { maxTexts: 3, sleep });
    expect(first.sent).toBe(3);
    const second = await drainMessageQueue(t.deps, { maxTexts: 3, sleep });
    expect(second.sent).toBe(2);
    expect(sentAt).toHaveLength(5);
    for (let i = 1; i < sentAt.length; i++) expect(sentAt[i]! - sentAt[i - 1]!).toBeGreaterThanOrEqual(1000);
    const providerIds = await rows("SELECT provider_id FROM message_deliveries WHERE status = 'sent' ORDER BY provider_id");
    expect(providerIds.map((row) => row.provider_id)).toEqual(['SM1', 'SM2', 'SM3', 'SM4', 'SM5']);
  });

  it('two runners at once never send the same row twice', async () => {
    t = await createTestApp();
    await enqueueMessages(
      t.db,
      t.clock.now(),
      Array.from({ length: 6 }, (_, i) => ({ ...base, channel: 'email' as const, recipient: `guest${i}@example.com`, subject: 'Hi' })),
    );
    const reports = await Promise.all([drainMessageQueue(t.deps, { sleep }), drainMessageQueue(t.deps, { sleep }), drainMessageQueue(t.deps, { sleep })]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(6);
    expect(await rows('SELECT id FROM outbox_messages')).toHaveLength(6);
  });

  it('retries a failed email with backoff, then gives up after 3 attempts', async () => {
    let calls = 0;
    const mailer: Mailer = {
      send: async () => {
        calls++;
        throw new Error('Email provider refused the message: 503');
      },
    };
    t = await createTestApp({ mailer });
    await enqueueMessages(t.db, t.clock.now(), [{ ...base, channel: 'email', recipient: 'ann@example.com', subject: 'Hi' }]);
    expect((await drainMessageQueue(t.deps, { sleep })).retrying).toBe(1);
    await drainMessageQueue(t.deps, { sleep });
    expect(calls).toBe(1);
    t.clock.advance(60_000);
    await drainMessageQueue(t.deps, { sleep });
    expect(calls).toBe(2);
    t.clock.advance(4 * 60_000);
    await drainMessageQueue(t.deps, { sleep });
    expect(calls).toBe(2);
    t.clock.advance(60_000);
    expect((await drainMessageQueue(t.deps, { sleep })).failed).toBe(1);
    t.clock.advance(DAY);
    await drainMessageQueue(t.deps, { sleep });
    expect(calls).toBe(3);
    const [row] = await rows('SELECT status, attempts, error FROM message_deliveries');
    expect(row).toMatchObject({ status: 'failed', attempts: 3, error: 'Email provider refused the message: 503' });
  });

  it('fails a text Twilio refuses for good at once, and opts out a number Twilio reports unsubscribed', async () => {
    const sms: SmsSender = {
      name: 'twilio:+15550001111',
      send: async (message) => {
        if (message.to === '+15550000001') throw new SmsSendError('Twilio 400 (error 21211): invalid number', true);
        throw new SmsSendError('Twilio 400 (error 21610): unsubscribed', true, true);
      },
    };
    t = await createTestApp({ sms });
    await enqueueMessages(t.db, t.clock.now(), [
      { ...base, channel: 'sms', recipient: '+15550000001' },
      { ...base, channel: 'sms', recipient: '+15550000002' },
    ]);
    const report = await drainMessageQueue(t.deps, { sleep });
    expect(report).toMatchObject({ failed: 1, skipped: 1, retrying: 0 });
    expect(await rows('SELECT phone FROM sms_opt_outs')).toEqual([expect.objectContaining({ phone: '+15550000002' })]);
  });

  it('re-checks STOP right before sending a text queued earlier', async () => {
    t = await createTestApp();
    await enqueueMessages(t.db, t.clock.now(), [{ ...base, channel: 'sms', recipient: '+15550000001' }]);
    await t.client.execute({ sql: 'INSERT INTO sms_opt_outs (phone, opted_out_at) VALUES (?, ?)', args: ['+15550000001', 1] });
    expect((await drainMessageQueue(t.deps, { sleep })).skipped).toBe(1);
    expect(await outboxCount('+15550000001')).toBe(0);
  });

  it('marks a row left in "sending" by a crashed runner as failed after 10 minutes, without sending it again', async () => {
    t = await createTestApp();
    await enqueueMessages(t.db, t.clock.now(), [{ ...base, channel: 'email', recipient: 'ann@example.com', subject: 'Hi' }]);
    await t.client.execute({ sql: "UPDATE message_deliveries SET status = 'sending', attempts = 1, updated_at = ?", args: [t.clock.now()] });
    t.clock.advance(9 * 60_000);
    expect((await drainMessageQueue(t.deps, { sleep })).interrupted).toBe(0);
    t.clock.advance(2 * 60_000);
    expect((await drainMessageQueue(t.deps, { sleep })).interrupted).toBe(1);
    const [row] = await rows('SELECT status, error FROM message_deliveries');
    expect(row).toMatchObject({ status: 'failed', error: INTERRUPTED_ERROR });
    expect(await outboxCount('ann@example.com')).toBe(0);
  });
});
