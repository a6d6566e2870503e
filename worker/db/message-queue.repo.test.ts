import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { enqueueMessages } from './message-queue.repo.ts';
import { smsOptOuts } from './schema/index.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('enqueueMessages', () => {
  it('queues messages, skips opted-out phones and ignores a repeated dedupe key', async () => {
    await t.db.insert(smsOptOuts).values({ phone: '+15550000001', optedOutAt: 1 });
    const base = { eventId: null, guestId: null, body: 'Hi', kind: 'rsvp_reminder' as const };
    const first = await enqueueMessages(t.db, 1000, [
      { ...base, channel: 'sms', recipient: '+15550000001' },
      { ...base, channel: 'sms', recipient: '+15550000002', dedupeKey: 'reminder:g2' },
      { ...base, channel: 'email', recipient: 'ann@example.com' },
    ]);
    expect(first).toEqual({ queued: 2, skipped: 1, duplicates: 0 });
    const again = await enqueueMessages(t.db, 2000, [{ ...base, channel: 'sms', recipient: '+15550000002', dedupeKey: 'reminder:g2' }]);
    expect(again).toEqual({ queued: 0, skipped: 0, duplicates: 1 });
    const rows = await t.client.execute('SELECT recipient, status FROM message_deliveries ORDER BY recipient');
    expect(rows.rows.map((row) => [row.recipient, row.status])).toEqual([
      ['+15550000001', 'skipped'],
      ['+15550000002', 'queued'],
      ['ann@example.com', 'queued'],
    ]);
  });
});
