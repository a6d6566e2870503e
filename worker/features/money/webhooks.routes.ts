import { Hono } from 'hono';
import type { AppBindings } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import { readBodyText } from '../../middleware/request-body.ts';
import { DEMO_SIGNATURE_HEADER } from '../../services/payments/demo-provider.ts';
import { WebhookSignatureError } from '../../services/payments/payment-provider.ts';
import { processWebhook, type WebhookNotices } from './webhooks.service.ts';

/** Stripe's events are small; anything this large is not one of them. */
export const MAX_WEBHOOK_BYTES = 512 * 1024;

/**
 * POST /api/payments/webhook: the provider's signed events. The signature is checked over the
 * exact raw body, so the body is read as text, never parsed first. A bad signature is a 400 (the
 * provider shows it in its dashboard); a processing failure is a 500 so the provider retries.
 */
export const webhooksRoutes = (notices: WebhookNotices) =>
  new Hono<AppBindings>().post('/payments/webhook', async (c) => {
    const { payments } = c.get('deps');
    const rawBody = await readBodyText(c, MAX_WEBHOOK_BYTES, 'The webhook body is too large.');
    const signature = c.req.header(payments.kind === 'stripe' ? 'stripe-signature' : DEMO_SIGNATURE_HEADER);
    try {
      return c.json({ received: true, result: await processWebhook(c.get('deps'), rawBody, signature, notices) });
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw new ApiError(400, `The webhook signature is not valid: ${error.message}`);
      throw error;
    }
  });
