import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiErrorBody } from '#core/http/api-error.ts';
import type { AppBindings } from '../../deps.ts';
import { readJson } from '../../middleware/request-body.ts';
import { endpointProblem, memberHasPush, pushConfigFrom, removePushSubscription, savePushSubscription, sendPushToMember } from '../../services/push/push.service.ts';

/** A browser's PushSubscription.toJSON(): endpoint and its two keys (base64url). */
const subscriptionSchema = z.object({
  endpoint: z.string().min(1).max(2000),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'keys.p256dh must be the base64url of a P-256 public key'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/, 'keys.auth must be the base64url of a 16-byte secret'),
  }),
});
const endpointSchema = z.object({ endpoint: z.string().min(1).max(2000) });

/**
 * Reminders by push (/account's switch; docs/decisions/041-installable-app.md):
 * - GET /push/key: the VAPID public key browsers subscribe with (503 when push is off);
 * - GET /push/subscriptions: whether this member has reminders on somewhere;
 * - POST /push/subscriptions: keep this browser's subscription; DELETE: forget it;
 * - POST /push/test: a notice to the member's own devices, to see reminders arrive.
 */
export const installableRoutes = new Hono<AppBindings>()
  .get('/push/key', (c) => {
    const config = pushConfigFrom(c.get('deps').env);
    if (!config) return c.json<ApiErrorBody>({ error: 'Reminders by notification are not set up on this server.' }, 503);
    return c.json({ publicKey: config.publicKey });
  })

  .get('/push/subscriptions', async (c) => {
    const user = c.get('user');
    if (!user) return c.json<ApiErrorBody>({ error: 'Sign in to manage reminders.' }, 401);
    return c.json({ enabled: await memberHasPush(c.get('deps'), user.id) });
  })

  .post('/push/subscriptions', async (c) => {
    const user = c.get('user');
    if (!user) return c.json<ApiErrorBody>({ error: 'Sign in to turn on reminders.' }, 401);
    if (!pushConfigFrom(c.get('deps').env)) return c.json<ApiErrorBody>({ error: 'Reminders by notification are not set up on this server.' }, 503);
    const input = await readJson(c, subscriptionSchema);
    const problem = endpointProblem(input.endpoint, c.get('deps').env);
    if (problem) return c.json<ApiErrorBody>({ error: problem }, 400);
    await savePushSubscription(c.get('deps'), user.id, { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth });
    return c.json({ enabled: true }, 201);
  })

  .delete('/push/subscriptions', async (c) => {
    const user = c.get('user');
    if (!user) return c.json<ApiErrorBody>({ error: 'Sign in to manage reminders.' }, 401);
    const { endpoint } = await readJson(c, endpointSchema);
    await removePushSubscription(c.get('deps'), user.id, endpoint);
    return c.json({ enabled: await memberHasPush(c.get('deps'), user.id) });
  })

  .post('/push/test', async (c) => {
    const user = c.get('user');
    if (!user) return c.json<ApiErrorBody>({ error: 'Sign in to test reminders.' }, 401);
    const report = await sendPushToMember(c.get('deps'), user.id, {
      title: 'Birthday reminders are on',
      body: 'Cakeday will remind you of RSVP deadlines, parties the day before and birthdays on the board.',
      url: '/account',
      tag: 'reminders-on',
    });
    return c.json(report);
  });
