import type { AppDeps } from '../../deps.ts';
import type { DemoWebhookDelivery } from '../../services/payments/demo-provider.ts';

/**
 * The demo provider's signed events, delivered in process: the same verify → dedupe → apply path
 * as Stripe's webhook. OWNER: contributions backend (replace this body).
 */
export async function handleDemoDelivery(_deps: AppDeps, _delivery: DemoWebhookDelivery): Promise<void> {
  throw new Error('pending: webhooks.service.ts is being written');
}
