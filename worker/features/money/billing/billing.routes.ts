import type { Context } from 'hono';
import { Hono } from 'hono';
import { buySingleEventInputSchema, testPaymentInputSchema } from '#core/domain/money/money-view.schema.ts';
import type { AppBindings } from '#worker/deps.ts';
import { readJson } from '#worker/middleware/request-body.ts';
import { requireUser } from '#worker/middleware/session.ts';
import { billingView, cancelSubscription, purchaseFor, startProCheckout, startSingleEventCheckout, startTestPayment } from './billing.service.ts';

/** Where the checkout sends the member back: APP_URL when configured, else this request's origin. */
const originOf = (c: Context<AppBindings>) => (c.get('deps').env.APP_URL ?? new URL(c.req.url).origin).replace(/\/$/, '');

/** The signed-in member's plan, their purchases, and the checkouts that buy Single event, Pro or a test payment. */
export const billingRoutes = new Hono<AppBindings>()
  .get('/billing', async (c) => c.json(await billingView(c.get('deps'), requireUser(c))))

  .post('/billing/pro', async (c) => {
    const user = requireUser(c);
    return c.json(await startProCheckout(c.get('deps'), user, originOf(c)), 201);
  })

  .post('/billing/single-event', async (c) => {
    const user = requireUser(c);
    const { eventId } = await readJson(c, buySingleEventInputSchema);
    return c.json(await startSingleEventCheckout(c.get('deps'), user, eventId, originOf(c)), 201);
  })

  .post('/billing/subscription/cancel', async (c) => c.json(await cancelSubscription(c.get('deps'), requireUser(c))))

  .post('/billing/test-payment', async (c) => {
    const user = requireUser(c);
    const { amountCents } = await readJson(c, testPaymentInputSchema);
    return c.json(await startTestPayment(c.get('deps'), user, amountCents, originOf(c)), 201);
  })

  .get('/billing/purchases/:id', async (c) => c.json(await purchaseFor(c.get('deps'), requireUser(c), c.req.param('id'))));
