import type { ContributionMineView, PotPublicView } from '#core/domain/money/money-view.schema.ts';
import { MyContributions } from '#platform/components/money/my-contributions.tsx';
import { PotChipIn } from '#platform/components/money/pot-chip-in.tsx';
import { CreditCardIcon } from '#platform/components/ui/icons.tsx';

/**
 * The event fund card's content: the pots to chip in to and the viewer's own contributions. Its
 * own chunk (EventFundCard loads it once there is a pot), because the contribution form brings
 * the money schemas and zod with it (docs/decisions/022-public-first-paint.md).
 */
export interface EventFundSectionProps {
  pots: PotPublicView[];
  mine: ContributionMineView[] | undefined;
  token: string | null;
}

export function EventFundSection({ pots, mine, token }: EventFundSectionProps) {
  const hasFund = pots.some((pot) => pot.kind === 'event_fund');
  // The event fund first, then the group gifts.
  const ordered = [...pots].sort((a, b) => Number(b.kind === 'event_fund') - Number(a.kind === 'event_fund'));
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
      {mine && mine.length > 0 ? (
        <>
          <h3 className="mt-5 font-bold">Your contributions</h3>
          <div className="mt-2">
            <MyContributions contributions={mine} guestToken={token} />
          </div>
        </>
      ) : null}
    </section>
  );
}
