import { useSearchParams } from 'react-router-dom';
import { DemoPaymentLabel } from '#platform/components/money/demo-payment-label.tsx';
import { Alert } from '#platform/components/ui/alert.tsx';
import { ShieldIcon } from '#platform/components/ui/icons.tsx';
import { useCurrentUser } from '#platform/lib/current-user.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useBilling } from '../api/get-billing.ts';
import { useStartProCheckout } from '../api/start-pro-checkout.ts';
import { checkoutCancelledText, fundProtectionLine, pricingFaq } from '../lib/plans-content.ts';
import { useCheckoutStarter } from '../lib/use-checkout-starter.ts';
import { PlanCards } from './plan-cards.tsx';

const description = 'Cakeday is free for one party at a time. Pay once for a single bigger event, or go Pro for unlimited events.';

/** /pricing (public): the plans, the fund protection promise and short answers. */
export function PricingScreen() {
  useDocumentMeta('Pricing', description);
  const [params] = useSearchParams();
  const { user } = useCurrentUser();
  // Only members have a plan; visitors see the cards without "Your plan".
  const billing = useBilling({ enabled: user !== null });
  const upgrade = useCheckoutStarter(useStartProCheckout());

  const plan = billing.data?.plan;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl font-extrabold">Simple pricing for every party</h1>
        <p className="mt-4 text-lg text-muted-foreground">{description}</p>
      </div>
      <div className="mx-auto mt-8 max-w-2xl space-y-3">
        {params.get('cancelled') === '1' ? <Alert tone="info">{checkoutCancelledText}</Alert> : null}
        {upgrade.error ? <Alert tone="error">{upgrade.error}</Alert> : null}
        {billing.data?.providerLabel ? (
          <div className="text-center">
            <DemoPaymentLabel label={billing.data.providerLabel} />
          </div>
        ) : null}
      </div>
      <div className="mt-10">
        <PlanCards signedIn={user !== null} currentPlan={plan === 'pro' || plan === 'free' ? plan : null} upgrading={upgrade.opening} onUpgrade={() => upgrade.start(undefined)} />
      </div>
      <p className="mx-auto mt-10 flex max-w-2xl items-start justify-center gap-2 text-center text-muted-foreground">
        <ShieldIcon className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
        <span>{fundProtectionLine}</span>
      </p>
      <section aria-labelledby="pricing-faq" className="mx-auto mt-16 max-w-3xl">
        <h2 id="pricing-faq" className="text-2xl font-extrabold">
          Questions
        </h2>
        <dl className="mt-6 space-y-6">
          {pricingFaq.map(({ question, answer }) => (
            <div key={question}>
              <dt className="font-semibold">{question}</dt>
              <dd className="mt-1 text-muted-foreground">{answer}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
