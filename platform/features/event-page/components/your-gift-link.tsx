import { Link } from 'react-router-dom';
import { formatCents } from '#core/domain/wishlist/bands.rules.ts';
import { GiftIcon } from '#platform/components/ui/icons.tsx';
import { useMyGift } from '../api/get-my-gift.ts';

/** For a guest with an assigned gift (or a group pot): a way to their gift page /a/<token>. */
export function YourGiftLink({ token }: { token: string }) {
  const gift = useMyGift(token, true);
  const view = gift.data;
  if (!view || (!view.gift && !view.joinedPotItemId)) return null;
  const pot = view.pots.find((entry) => entry.itemId === view.joinedPotItemId);
  return (
    <section aria-labelledby="your-gift-heading" className="rounded-card border border-border bg-card p-5 shadow-sm">
      <h2 id="your-gift-heading" className="flex items-center gap-2 font-bold">
        <GiftIcon className="h-5 w-5 text-primary" /> Your gift
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {view.gift ? `${view.gift.title} · ${formatCents(view.gift.priceCents, view.currency)}${view.gift.status === 'bought' ? ' · bought' : ''}` : `Chipping in to ${pot?.title ?? 'a group gift'}`}
      </p>
      <Link to={`/a/${encodeURIComponent(token)}`} className="mt-2 inline-block text-sm font-semibold text-primary hover:underline">
        See your gift
      </Link>
    </section>
  );
}
