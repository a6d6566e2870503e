import type { AppDeps } from '../../deps.ts';
import type { NormalizedWebhookEvent } from '../../services/payments/payment-provider.ts';

/**
 * Plan purchases, the Pro subscription and test payments react to these events. Answers true when
 * the event was about billing (metadata.purpose 'plan' / 'test_payment', or a known subscription).
 * OWNER: billing backend (replace this body).
 */
export async function handleBillingEvent(_deps: AppDeps, _event: NormalizedWebhookEvent): Promise<boolean> {
  throw new Error('pending: billing-events.service.ts is being written');
}
