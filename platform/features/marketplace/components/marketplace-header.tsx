import { Link } from 'react-router-dom';
import { buttonClasses } from '#platform/components/ui/button.tsx';
import { useCurrentUser } from '#platform/lib/current-user.ts';
import { useCart } from '../api/get-cart.ts';
import { cartPath, marketplaceHome, ordersPath } from '../marketplace-paths.ts';

const CartIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
    <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
    <circle cx="10" cy="20" r="1.3" />
    <circle cx="17" cy="20" r="1.3" />
  </svg>
);

/** The cart button: how many lines are in it, read only for a signed-in member. */
export function CartButton({ count }: { count: number | null }) {
  const label = count ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart';
  return (
    <Link to={cartPath} className={buttonClasses('outline', 'sm', 'relative gap-1.5')} aria-label={label}>
      <CartIcon />
      <span aria-hidden="true">Cart</span>
      {count ? (
        <span aria-hidden="true" className="ml-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-bold text-primary-foreground tabular-nums">
          {count}
        </span>
      ) : null}
    </Link>
  );
}

/** The strip over every buyer screen of the marketplace: its name, the member's orders and the cart. */
export function MarketplaceHeader() {
  const { user } = useCurrentUser();
  const cart = useCart(user !== null);
  return (
    <div className="border-b border-border bg-card">
      <nav aria-label="Marketplace" className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-2">
        <Link to={marketplaceHome} className="rounded font-bold hover:underline focus-visible:outline-3 focus-visible:outline-ring">
          Party supplies
        </Link>
        <div className="flex items-center gap-2">
          {user ? (
            <Link to={ordersPath} className={buttonClasses('ghost', 'sm')}>
              My orders
            </Link>
          ) : null}
          <CartButton count={cart.data?.lineCount ?? null} />
        </div>
      </nav>
    </div>
  );
}
