/**
 * Scheduled work and the Twilio SDK inside workerd: the cron trigger's `scheduled` handler of the
 * real Workers entry drains the send queue on the run's sqld, and the official SDK loads and checks
 * signatures under nodejs_compat. (Its REST call from a wrangler-bundled worker was checked with
 * `wrangler dev` against a local server; see docs/decisions/009-messaging-and-scheduler.md.)
 */
import { createClient } from '@libsql/client/web';
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import twilio from 'twilio';
import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks.js';
import { describe, expect, it } from 'vitest';
import worker from './entry.workers.ts';
import { call } from './testing/workerd/runtime/worker-client.ts';

describe('scheduled work inside workerd', () => {
  it('the cron trigger sends queued emails and texts (local outbox) exactly once', async () => {
    const client = createClient({ url: env.DATABASE_URL! });
    const id = crypto.randomUUID();
    const email = `cron-${id}@example.test`;
    const phone = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const now = Date.now();
    for (const [channel, recipient] of [
      ['email', email],
      ['sms', phone],
    ] as const) {
      await client.execute({
        sql: `INSERT INTO message_deliveries (id, channel, kind, recipient, subject, body, status, attempts, created_at, send_after, updated_at)
              VALUES (?, ?, 'other', ?, 'Cron test', 'Sent by the cron trigger', 'queued', 0, ?, ?, ?)`,
        args: [crypto.randomUUID(), channel, recipient, now, now, now],
      });
    }

    for (let run = 0; run < 2; run++) {
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ cron: '* * * * *', scheduledTime: Date.now() }), env, ctx);
      await waitOnExecutionContext(ctx);
    }

    for (const recipient of [email, phone]) {
      const outbox = await call('GET', `/api/dev/outbox?to=${encodeURIComponent(recipient)}`);
      expect(outbox.data.messages, recipient).toHaveLength(1);
      expect(outbox.data.messages[0].body).toBe('Sent by the cron trigger');
    }
    const statuses = await client.execute({ sql: 'SELECT status FROM message_deliveries WHERE recipient IN (?, ?)', args: [email, phone] });
    expect(statuses.rows.map((row) => row.status)).toEqual(['sent', 'sent']);
    client.close();
  });

  it('the official Twilio SDK loads and checks webhook signatures inside workerd', async () => {
    const params = { From: '+15550000001', Body: 'STOP' };
    const url = 'https://cakeday.test/api/webhooks/twilio/inbound';
    const signature = getExpectedTwilioSignature('auth-token-0123456789', url, params);
    expect(twilio.validateRequest('auth-token-0123456789', signature, url, params)).toBe(true);
    expect(twilio.validateRequest('another-token-0123456789', signature, url, params)).toBe(false);
  });
});
