import { ButtonLink } from '#platform/components/ui/button.tsx';

/** What the shop manager and the dashboard show a member who has not opened a shop. */
export function NoShopYet({ title }: { title: string }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-3xl font-extrabold">{title}</h1>
      <p className="mt-3 text-muted-foreground">You have no shop yet. Open one in a few minutes: a name, how you deliver, and a payout account.</p>
      <ButtonLink to="/seller-onboarding" className="mt-8">
        Open a shop
      </ButtonLink>
    </div>
  );
}
