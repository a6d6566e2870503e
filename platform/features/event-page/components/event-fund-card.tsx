import { MyContributions } from '../../../components/money/my-contributions.tsx';
import { PotChipIn } from '../../../components/money/pot-chip-in.tsx';
import { CreditCardIcon } from '../../../components/ui/icons.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { useEventPots } from '../api/get-event-pots.ts';
import { useMyContributions } from '../api/get-my-contributions.ts';

/**
 * "Chip in to the event fund" on the event page, for a guest (their link token) or a member. It
 * shows only when the event has open pots this viewer may pay into; a failed load shows nothing,
 * so the page never breaks over money. A guest or member also finds their own contributions here.
 */
export function EventFundCard({ slug, token }: { slug: string; token: string | null }) {
  const pots = useEventPots(slug, token);
  const { isAuthenticated } = useCurrentUser();
  const mine = useMyContributions(token, isAuthenticated);
  if (!pots.data || pots.data.length === 0) return null;
  const hasFund = pots.data.some((pot) => pot.kind === 'event_fund');
  // The event fund first, then the group gifts.
  const ordered = [...pots.data].sort((a, b) => Number(b.kind === 'event_fund') - Number(a.kind === 'event_fund'));
  return (
    <section aria-labelledby="event-fund-heading" className="rounded-card border border-border bg-card p-5 shadow-sm">
      <h2 id="event-fund-heading" className="flex items-center gap-2 font-bold">
        <CreditCardIcon className="h-5 w-5 text-primary" /> {hasFund ? 'Chip in to the event fund' : 'Chip in'}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">No account needed. You can cancel for a full refund within 24 hours.</p>
      <ul className="mt-3 space-y-3">
        {ordered.map((pot) => (
          <li key={pot.id}>
            <PotChipIn pot={pot} guestToken={token} />
          </li>
        ))}
      </ul>
      {mine.data && mine.data.length > 0 ? (
        <>
          <h3 className="mt-5 font-bold">Your contributions</h3>
          <div className="mt-2">
            <MyContributions contributions={mine.data} guestToken={token} />
          </div>
        </>
      ) : null}
    </section>
  );
}
