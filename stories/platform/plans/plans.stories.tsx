import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { BillingView, PurchaseView } from '#core/domain/money/money-view.schema.ts';
import { currentUserQueryKey } from '#platform/lib/current-user.ts';
import { billingKeys } from '#platform/features/plans/api/billing-keys.ts';
import { BillingDetails } from '#platform/features/plans/components/billing-screen.tsx';
import { SingleEventChooser } from '#platform/features/plans/components/buy-single-event-screen.tsx';
import { PlanCards } from '#platform/features/plans/components/plan-cards.tsx';
import { PricingScreen } from '#platform/features/plans/components/pricing-screen.tsx';
import { PurchaseBanner } from '#platform/features/plans/components/purchase-banner.tsx';
import { TestPaymentSteps } from '#platform/features/plans/components/test-payment-screen.tsx';
import { PlanLimitHelp } from '#platform/components/plan-limit-help.tsx';
import { Alert } from '#platform/components/ui/alert.tsx';
import { demoBilling, freeBilling, freeWithReceipts, hostedEvent, proBilling, proReceipt, singleEventReceipt, testPaymentPurchase } from './plans-fixtures.ts';

/** Seeds the story's own query cache, so screens render without a server (no story fetches). */
function Seed({ entries, children }: { entries: Array<[readonly unknown[], unknown]>; children: ReactNode }) {
  const queryClient = useQueryClient();
  for (const [key, data] of entries) if (queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, data);
  return <>{children}</>;
}

const meta = { title: 'Platform/Plans', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => undefined;

function Page({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">{children}</div>;
}

/** The whole pricing page for a visitor, back from a cancelled checkout. */
export const PricingSignedOut: Story = {
  parameters: { router: false },
  render: () => (
    <Seed entries={[[currentUserQueryKey, null]]}>
      <MemoryRouter initialEntries={['/pricing?cancelled=1']}>
        <Routes>
          <Route path="/pricing" element={<PricingScreen />} />
        </Routes>
      </MemoryRouter>
    </Seed>
  ),
};

export const PlanCardsSignedIn: Story = {
  render: () => (
    <Page>
      <PlanCards signedIn currentPlan="free" onUpgrade={noop} />
    </Page>
  ),
};

export const PlanCardsPro: Story = {
  render: () => (
    <Page>
      <PlanCards signedIn currentPlan="pro" onUpgrade={noop} />
    </Page>
  ),
};

export const PlanCardsOpeningCheckout: Story = {
  render: () => (
    <Page>
      <PlanCards signedIn currentPlan="free" upgrading onUpgrade={noop} />
    </Page>
  ),
};

function Billing({ billing, banner }: { billing: BillingView; banner?: PurchaseView }) {
  return (
    <Seed entries={banner ? [[billingKeys.purchase(banner.id), banner]] : []}>
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
        <h1 className="text-3xl font-extrabold">Billing</h1>
        {banner ? <PurchaseBanner purchaseId={banner.id} /> : null}
        {billing.providerLabel ? <Alert tone="info">{billing.providerLabel}</Alert> : null}
        <BillingDetails billing={billing} />
      </div>
    </Seed>
  );
}

export const BillingFree: Story = { render: () => <Billing billing={freeBilling} /> };

export const BillingPro: Story = { render: () => <Billing billing={proBilling} banner={proReceipt} /> };

export const BillingWithReceipts: Story = { render: () => <Billing billing={freeWithReceipts} banner={singleEventReceipt} /> };

export const BillingDemoLabel: Story = { render: () => <Billing billing={demoBilling} /> };

export const BillingCheckoutFailed: Story = { render: () => <Billing billing={freeBilling} banner={{ ...singleEventReceipt, status: 'failed', paidAt: null }} /> };

export const BuySingleEvent: Story = {
  render: () => (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <SingleEventChooser billing={freeBilling} hosting={[hostedEvent, { ...hostedEvent, id: 'event-3', title: 'Grandpa’s 80th' }]} />
    </div>
  ),
};

export const BuySingleEventNoEvents: Story = {
  render: () => (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <SingleEventChooser billing={freeBilling} hosting={[]} />
    </div>
  ),
};

function Steps({ purchase }: { purchase: PurchaseView }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <TestPaymentSteps purchase={purchase} />
    </div>
  );
}

export const TestPaymentRefunded: Story = { render: () => <Steps purchase={testPaymentPurchase} /> };

export const TestPaymentRefunding: Story = { render: () => <Steps purchase={{ ...testPaymentPurchase, status: 'paid' }} /> };

export const TestPaymentFailed: Story = { render: () => <Steps purchase={{ ...testPaymentPurchase, status: 'failed', paidAt: null }} /> };

export const TestPaymentDemo: Story = {
  render: () => <Steps purchase={{ ...testPaymentPurchase, providerLabel: demoBilling.providerLabel }} />,
};

/** What /event/new and the add-guest dialog show under a plan-limit refusal. */
export const LimitMessageWithWaysPast: Story = {
  render: () => (
    <div className="mx-auto max-w-2xl space-y-4 px-4 py-10">
      <Alert tone="error">The Free plan allows 30 guests per event; this event is full. Buy a Single event ($19.00 once) to raise it to 200.</Alert>
      <PlanLimitHelp eventId="event-2" />
    </div>
  ),
};
