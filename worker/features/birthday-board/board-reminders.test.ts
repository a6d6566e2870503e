import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { birthdayBoardReminderSends, outboxMessages } from '../../db/schema/index.ts';
import type { EmailMessage, Mailer } from '../../services/mailer.ts';
import { generateVapidPrivateJwk } from '../../services/push/vapid.ts';
import { startTestPushService, testPushFetch } from '../../services/push/testing/test-push-service.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { boardMember } from './board-testing.ts';
import { runBoardReminders } from './board-reminders.service.ts';

let t: TestApp;
let failNext = 0;
const sent: EmailMessage[] = [];
const mailer: Mailer = {
  async send(message) {
    if (failNext > 0) {
      failNext -= 1;
      throw new Error('mail outage');
    }
    sent.push(message);
  },
};
beforeEach(async () => {
  sent.length = 0;
  failNext = 0;
  t = await createTestApp({ env: { APP_URL: 'https://cakeday.test' }, mailer });
});
afterEach(() => t.close());

const toDecember = () => t.clock.advance(Date.UTC(2026, 11, 1, 0, 5) - t.clock.now());

describe('monthly birthday board reminders', () => {
  it('the opt-in lives in /account (off by default) and is the member’s own', async () => {
    const ann = await boardMember(t, 'Ann', 12);
    expect((await t.call('GET', '/api/birthday-board/reminders', { token: ann.token })).data).toEqual({ enabled: false });
    expect((await t.call('PUT', '/api/birthday-board/reminders', { token: ann.token, json: { enabled: true } })).data).toEqual({ enabled: true });
    expect((await t.call('GET', '/api/birthday-board/reminders', { token: ann.token })).data).toEqual({ enabled: true });
    expect((await t.call('GET', '/api/birthday-board/reminders')).status).toBe(401);
    expect((await t.call('PUT', '/api/birthday-board/reminders', { json: { enabled: true } })).status).toBe(401);
    for (const json of [{}, { enabled: 'yes' }, { enabled: true, extra: 1 }]) {
      expect((await t.call('PUT', '/api/birthday-board/reminders', { token: ann.token, json })).status).toBe(400);
    }
    expect((await t.call('GET', '/api/birthday-board/reminders', { token: ann.token })).data).toEqual({ enabled: true });
  });

  it('sends once per month to members who opted in, listing that month’s board, even with two runs at once', async () => {
    const ann = await boardMember(t, 'Ann', 12);
    const bo = await boardMember(t, 'Bo', 12);
    const cy = await boardMember(t, 'Cy', 5);
    await boardMember(t, 'Hidden', 12, false);
    for (const member of [ann, cy]) await t.call('PUT', '/api/birthday-board/reminders', { token: member.token, json: { enabled: true } });
    // 21 November is past the first days: nothing this month.
    expect(await runBoardReminders(t.deps)).toEqual({ sent: 0, failed: 0 });

    toDecember();
    const [first, second] = await Promise.all([runBoardReminders(t.deps), runBoardReminders(t.deps)]);
    expect(first.sent + second.sent).toBe(2);
    expect(sent.map((m) => m.to).sort()).toEqual([ann.email, cy.email].sort());
    expect(sent[0]).toMatchObject({ subject: '2 birthdays on the board this December' });
    expect(sent[0]!.text).toContain('- Ann\n- Bo');
    expect(sent[0]!.text).not.toContain('Hidden');
    expect(sent[0]!.text).toContain('https://cakeday.test/birthday-board?month=12');
    expect(bo.email).not.toBe(sent[0]!.to);

    // Later runs in the month, and the whole scheduler, send nothing more.
    t.clock.advance(60 * 60 * 1000);
    expect(await runBoardReminders(t.deps)).toEqual({ sent: 0, failed: 0 });
    expect(sent).toHaveLength(2);
    expect(await t.db.select().from(birthdayBoardReminderSends)).toHaveLength(2);
  });

  it('a failed send gives its claim back and the next run sends it; turning reminders off stops them', async () => {
    const ann = await boardMember(t, 'Ann', 12);
    const bo = await boardMember(t, 'Bo', 1);
    for (const member of [ann, bo]) await t.call('PUT', '/api/birthday-board/reminders', { token: member.token, json: { enabled: true } });
    await t.call('PUT', '/api/birthday-board/reminders', { token: bo.token, json: { enabled: false } });
    toDecember();
    failNext = 1;
    expect(await runBoardReminders(t.deps)).toEqual({ sent: 0, failed: 1 });
    expect(await runBoardReminders(t.deps)).toEqual({ sent: 1, failed: 0 });
    expect(sent.map((m) => m.to)).toEqual([ann.email]);
  });

  it('runs from the scheduler and never mentions a group gift', async () => {
    const app = await createTestApp({ env: { APP_URL: 'https://cakeday.test' } });
    try {
      const ann = await boardMember(app, 'Ann', 12);
      const olga = await boardMember(app, 'Olga', 3);
      await app.call('PUT', '/api/birthday-board/reminders', { token: ann.token, json: { enabled: true } });
      expect((await app.call('POST', '/api/birthday-board/gifts', { token: olga.token, json: { celebrantId: ann.id, title: 'Secret kite', targetCents: 5_000 } })).status).toBe(201);
      app.clock.advance(Date.UTC(2026, 11, 1, 0, 5) - app.clock.now());
      const { runScheduledWork } = await import('../../scheduler.ts');
      expect((await runScheduledWork(app.deps)).birthdayBoard).toEqual({ sent: 1, failed: 0 });
      const mail = (await app.db.select().from(outboxMessages)).filter((m) => m.recipient === ann.email);
      expect(mail).toHaveLength(1);
      expect(`${mail[0]!.subject} ${mail[0]!.body}`).not.toMatch(/kite|gift for|Olga/i);
    } finally {
      app.close();
    }
  });

  it('also reaches the devices where a member turned reminders on, once a month however often it runs', async () => {
    const service = await startTestPushService();
    try {
      const pushApp = await createTestApp({ env: { APP_URL: 'https://cakeday.test', VAPID_PRIVATE_JWK: await generateVapidPrivateJwk() }, mailer, fetch: testPushFetch });
      try {
        const ann = await boardMember(pushApp, 'Ann', 12);
        await boardMember(pushApp, 'Bo', 12);
        await pushApp.call('PUT', '/api/birthday-board/reminders', { token: ann.token, json: { enabled: true } });
        const device = await service.subscribe();
        const saved = await pushApp.call('POST', '/api/push/subscriptions', { token: ann.token, json: { endpoint: device.endpoint, keys: device.keys } });
        expect(saved.status).toBe(201);
        pushApp.clock.advance(Date.UTC(2026, 11, 1, 0, 5) - pushApp.clock.now());
        await Promise.all([runBoardReminders(pushApp.deps), runBoardReminders(pushApp.deps)]);
        await runBoardReminders(pushApp.deps);
        const received = service.received(device.id);
        expect(received).toHaveLength(1);
        expect(received[0]).toMatchObject({ vapidOk: true, payload: { title: '2 birthdays on the board this December', body: 'Ann, Bo', url: '/birthday-board?month=12' } });
      } finally {
        await pushApp.close();
      }
    } finally {
      await service.close();
    }
  });
});
