import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ShopInput, ShopSummary } from '#core/domain/marketplace/catalog.schema.ts';
import { LoadError } from '#platform/components/load-error.tsx';
import { ButtonLink } from '#platform/components/ui/button.tsx';
import { DashboardSkeleton } from '#platform/components/ui/skeleton.tsx';
import { toast } from '#platform/components/ui/toast-store.ts';
import { failureMessage } from '#platform/lib/api-client.ts';
import { browserTimeZone } from '#platform/lib/time-zones.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useMyShop } from '../../api/get-my-shop.ts';
import { useOpenShop } from '../../api/open-shop.ts';
import { useSellerPayoutAccount, useStartSellerOnboarding } from '../../api/payout-account.ts';
import { shopPagePath } from '../../api/seller-keys.ts';
import { useUpdateShop } from '../../api/update-shop.ts';
import { uploadShopLogo, useUploadShopLogo } from '../../api/upload-shop-logo.ts';
import { CONNECTION_TEXT, formFailureOf, type FormFailure } from '../api-failure.ts';
import { PayoutStep } from './payout-step.tsx';
import { ShopForm } from './shop-form.tsx';
import { emptyShopForm, shopFieldOf, shopFormValuesFrom } from './shop-form-values.ts';

const RETURN_PATH = '/seller-onboarding';

/** The two steps, each marked done or to do, so the seller sees where they are. */
function Steps({ shopOpen, payoutsReady }: { shopOpen: boolean; payoutsReady: boolean }) {
  const steps = [
    { label: 'Open your shop', done: shopOpen },
    { label: 'Connect a payout account', done: payoutsReady },
  ];
  return (
    <ol className="mt-4 flex flex-wrap gap-2 text-sm" aria-label="Steps">
      {steps.map((step, index) => (
        <li key={step.label} className={`rounded-full border px-3 py-1 ${step.done ? 'border-success-border bg-success-surface text-success-text' : 'border-border bg-card'}`}>
          {index + 1}. {step.label}
          <span className="sr-only">{step.done ? ' (done)' : ' (to do)'}</span>
          {step.done ? <span aria-hidden="true"> ✓</span> : null}
        </li>
      ))}
    </ol>
  );
}

/** Step 2 wired to the API: the account's state, and the provider's onboarding link. */
function ConnectedPayoutStep({ justReturned }: { justReturned: boolean }) {
  const account = useSellerPayoutAccount();
  const onboarding = useStartSellerOnboarding(RETURN_PATH);
  return (
    <PayoutStep
      account={account.data ?? null}
      onConnect={() => onboarding.mutate()}
      connecting={onboarding.isPending || onboarding.isSuccess}
      justReturned={justReturned}
      error={
        onboarding.isError
          ? failureMessage(onboarding.error, 'The payout setup could not be opened.', CONNECTION_TEXT)
          : account.isError
            ? failureMessage(account.error, 'Your payout account could not be read.', CONNECTION_TEXT)
            : null
      }
    />
  );
}

/** The member's shop: its form to edit, its links, and payouts. */
function ShopOpen({ shop, justReturned }: { shop: ShopSummary; justReturned: boolean }) {
  const update = useUpdateShop();
  const logo = useUploadShopLogo();
  const payouts = useSellerPayoutAccount();
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const save = (input: ShopInput) => {
    setFailure(null);
    update.mutate(input, {
      onSuccess: () => toast({ title: 'Shop saved' }),
      onError: (error) => setFailure(formFailureOf(error, 'The shop could not be saved.', shopFieldOf)),
    });
  };
  return (
    <>
      <Steps shopOpen payoutsReady={payouts.data?.payoutsEnabled === true} />
      <div className="mt-6 flex flex-col gap-3 rounded-card border border-border bg-muted p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm">
          <span className="font-semibold">{shop.name}</span> is open at{' '}
          <Link to={shopPagePath(shop.slug)} className="font-semibold break-all underline">
            {shopPagePath(shop.slug)}
          </Link>
          .
        </p>
        <ButtonLink to="/shop-manager" className="w-full sm:w-auto">
          Go to your shop manager
        </ButtonLink>
      </div>
      <div className="mt-6">
        <ConnectedPayoutStep justReturned={justReturned} />
      </div>
      <h2 className="mt-8 text-xl font-bold">Edit your shop</h2>
      <div className="mt-3">
        <ShopForm
          key={shop.id}
          mode="edit"
          initial={shopFormValuesFrom(shop)}
          logoUrl={shop.logoUrl}
          serverErrors={failure?.fields ?? {}}
          serverMessage={failure?.message ?? null}
          pending={update.isPending}
          onSubmit={save}
          onLogo={async (file) => {
            try {
              await logo.mutateAsync(file);
              toast({ title: 'Logo updated' });
            } catch (error) {
              throw new Error(failureMessage(error, 'The logo could not be uploaded.', CONNECTION_TEXT));
            }
          }}
        />
      </div>
    </>
  );
}

/** Step 1 for a member without a shop: the form; the logo chosen is uploaded once the shop exists. */
function OpenShop() {
  const open = useOpenShop();
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const submit = (input: ShopInput, logo: File | null) => {
    setFailure(null);
    open.mutate(input, {
      onSuccess: async () => {
        toast({ title: 'Your shop is open', description: 'Next, connect a payout account so you can sell.' });
        if (!logo) return;
        try {
          await uploadShopLogo(logo);
        } catch (error) {
          toast({ title: 'The logo was not uploaded', description: failureMessage(error, 'Choose it again below.', CONNECTION_TEXT), variant: 'destructive' });
        }
      },
      onError: (error) => setFailure(formFailureOf(error, 'The shop could not be opened.', shopFieldOf)),
    });
  };
  return (
    <>
      <Steps shopOpen={false} payoutsReady={false} />
      <h2 className="mt-8 text-xl font-bold">Step 1: Open your shop</h2>
      <div className="mt-3">
        <ShopForm mode="open" initial={emptyShopForm(browserTimeZone())} serverErrors={failure?.fields ?? {}} serverMessage={failure?.message ?? null} pending={open.isPending} onSubmit={submit} />
      </div>
    </>
  );
}

/** /seller-onboarding: open a shop (step 1) and connect a payout account (step 2); a member with a shop edits it here. */
export function SellerOnboardingScreen() {
  const shop = useMyShop();
  const [params] = useSearchParams();
  useDocumentMeta(shop.data ? 'Your shop' : 'Sell on Cakeday');
  if (shop.isPending) return <DashboardSkeleton />;
  if (shop.isError) return <LoadError error={shop.error} notFoundTitle="Not found" notFoundText="" failedTitle="Your shop could not be loaded" />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-extrabold">{shop.data ? 'Your shop' : 'Sell on Cakeday'}</h1>
      <p className="mt-1 text-muted-foreground">
        {shop.data ? 'Change how your shop reads and delivers, and how you are paid.' : 'Open a shop for party supplies and rentals, then connect a payout account to sell.'}
      </p>
      {shop.data ? <ShopOpen shop={shop.data} justReturned={params.get('payouts') === 'done'} /> : <OpenShop />}
    </div>
  );
}
