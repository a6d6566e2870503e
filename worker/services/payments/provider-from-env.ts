import type { AppEnv } from '../../env.ts';
import type { Clock } from '../clock.ts';
import { DemoPaymentProvider, type DemoPaymentStore, type DemoWebhookDelivery } from './demo-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { StripePaymentProvider } from './stripe-provider.ts';

/**
 * Where the demo provider's signed events go. createApp connects it to the webhook handler, so a
 * demo payment travels the same verify → dedupe → apply path as a Stripe webhook. Events emitted
 * before anything is connected are refused loudly rather than dropped.
 */
export class PaymentEventRelay {
  private handler: ((delivery: DemoWebhookDelivery) => Promise<void>) | undefined;
  connect(handler: (delivery: DemoWebhookDelivery) => Promise<void>): void {
    this.handler = handler;
  }
  async deliver(delivery: DemoWebhookDelivery): Promise<void> {
    if (!this.handler) throw new Error('No webhook handler is connected to the demo payment provider');
    await this.handler(delivery);
  }
}

export interface ConfiguredPayments {
  provider: PaymentProvider;
  /** Set for the demo provider only: Stripe's events arrive over HTTP at the webhook route. */
  relay: PaymentEventRelay | undefined;
}

/**
 * Stripe when STRIPE_SECRET_KEY is set (then STRIPE_WEBHOOK_SECRET is required), else the demo
 * provider, labelled "Demo payment — no money moves" (decision 015). `demoSecret` signs the demo's
 * events and derives its ids; `origin` is where its checkout and onboarding pages live (without it,
 * the origin of each checkout's return page).
 */
export function paymentsFromEnv(options: { env: AppEnv; clock: Clock; demoStore: DemoPaymentStore; demoSecret: string; origin?: string }): ConfiguredPayments {
  const { env } = options;
  if (env.STRIPE_SECRET_KEY) {
    if (!env.STRIPE_WEBHOOK_SECRET) throw new Error('STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY (the webhook signing secret, whsec_…)');
    return { provider: new StripePaymentProvider({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET }), relay: undefined };
  }
  const relay = new PaymentEventRelay();
  const provider = new DemoPaymentProvider({
    secret: options.demoSecret,
    origin: options.origin,
    clock: options.clock,
    store: options.demoStore,
    onEvent: (delivery) => relay.deliver(delivery),
  });
  return { provider, relay };
}
