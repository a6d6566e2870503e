import { MyContributions } from '#platform/components/money/my-contributions.tsx';
import { PotChipIn } from '#platform/components/money/pot-chip-in.tsx';
import { useGiftPots } from '../api/get-gift-pots.ts';

/**
 * Money on the guest's gift page: the pots they can chip in to (the event fund, group gifts) and
 * their own contributions with the 24-hour countdown. Nothing shows until there is something to
 * show, so the gift page stays as it was for events without pots; a failed load shows nothing
 * either (the gift itself matters more here).
 */
export function ChipInSection({ token, cancelled }: { token: string; cancelled: boolean }) {
  const money = useGiftPots(token);
  if (!money.data) return null;
  const pots = cancelled ? [] : money.data.pots;
  const contributions = money.data.contributions;
  if (pots.length === 0 && contributions.length === 0) return null;
  return (
    <div className="mt-8 space-y-8">
      {pots.length > 0 ? (
        <section aria-labelledby="chip-in-heading">
          <h2 id="chip-in-heading" className="text-xl font-bold">
            Chip in
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">Put money towards the celebration. You can cancel for a full refund within 24 hours.</p>
          <ul className="mt-3 space-y-3">
            {pots.map((pot) => (
              <li key={pot.id}>
                <PotChipIn pot={pot} guestToken={token} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {contributions.length > 0 ? (
        <section aria-labelledby="your-contributions-heading">
          <h2 id="your-contributions-heading" className="text-xl font-bold">
            Your contributions
          </h2>
          <div className="mt-3">
            <MyContributions contributions={contributions} guestToken={token} />
          </div>
        </section>
      ) : null}
    </div>
  );
}
