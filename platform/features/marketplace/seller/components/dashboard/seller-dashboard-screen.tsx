import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '#platform/components/load-error.tsx';
import { ButtonLink } from '#platform/components/ui/button.tsx';
import { DashboardSkeleton } from '#platform/components/ui/skeleton.tsx';
import { toast } from '#platform/components/ui/toast-store.ts';
import { failureMessage } from '#platform/lib/api-client.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useMyShop } from '../../api/get-my-shop.ts';
import { useSellerDashboard } from '../../api/get-seller-dashboard.ts';
import { useMyProducts } from '../../api/list-my-products.ts';
import { useWishlistKeys } from '../../api/list-wishlist-keys.ts';
import { useReplyToShopReview } from '../../api/reply-to-review.ts';
import { CONNECTION_TEXT } from '../api-failure.ts';
import { NoShopYet } from '../no-shop-yet.tsx';
import { useNow } from '../use-now.ts';
import { SalesOverTime, SellerTotals, TopProducts } from './sales-over-time.tsx';
import { ShopLinks } from './shop-links.tsx';
import { ShopReviews } from './shop-reviews.tsx';
import { WaitingOrders } from './waiting-orders.tsx';

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="mb-3 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /seller-dashboard: waiting orders, totals, sales and payouts by week, top products, reviews, and the shop's link and widget. */
export function SellerDashboardScreen() {
  useDocumentMeta('Seller dashboard');
  const shop = useMyShop();
  const hasShop = Boolean(shop.data);
  const dashboard = useSellerDashboard(hasShop);
  const products = useMyProducts(hasShop);
  const keys = useWishlistKeys();
  const reply = useReplyToShopReview();
  const now = useNow();
  const [replyError, setReplyError] = useState<{ id: string; message: string } | null>(null);

  if (shop.isPending) return <DashboardSkeleton />;
  if (shop.isError) return <LoadError error={shop.error} notFoundTitle="Not found" notFoundText="" failedTitle="Your shop could not be loaded" />;
  if (!shop.data) return <NoShopYet title="Seller dashboard" />;
  const { timeZone, slug, name } = shop.data;
  if (dashboard.isPending) return <DashboardSkeleton />;
  if (dashboard.isError) return <LoadError error={dashboard.error} notFoundTitle="Not found" notFoundText="" failedTitle="Your dashboard could not be loaded" />;
  const data = dashboard.data;
  const active = (products.data ?? []).filter((product) => product.status === 'active');

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold">Seller dashboard</h1>
          <p className="mt-1 break-words text-muted-foreground">{name}</p>
        </div>
        <ButtonLink to="/shop-manager" variant="outline" size="sm">
          Shop manager
        </ButtonLink>
      </div>
      {shop.data.canSell ? null : (
        <p className="mt-4 rounded-lg border border-border bg-muted px-4 py-3 text-sm">
          Your shop cannot sell yet:{' '}
          <Link to="/seller-onboarding" className="font-semibold underline">
            connect a payout account
          </Link>
          .
        </p>
      )}

      <Panel id="waiting-heading" title={`Waiting for you${data.waiting.length > 0 ? ` (${data.waiting.length})` : ''}`}>
        <WaitingOrders orders={data.waiting} timeZone={timeZone} now={now} />
      </Panel>

      <Panel id="totals-heading" title="Money">
        <SellerTotals totals={data.totals} />
      </Panel>

      <Panel id="weeks-heading" title="Sales and payouts by week">
        <SalesOverTime weeks={data.salesByWeek} />
      </Panel>

      <Panel id="top-heading" title="Top products">
        <TopProducts products={data.topProducts} />
      </Panel>

      <Panel id="reviews-heading" title="Reviews">
        <ShopReviews
          reviews={data.reviews}
          timeZone={timeZone}
          replying={reply.isPending && reply.variables ? reply.variables.reviewId : null}
          error={replyError}
          onReply={(reviewId, text) => {
            setReplyError(null);
            reply.mutate(
              { reviewId, text },
              {
                onSuccess: () => toast({ title: 'Reply posted' }),
                onError: (error) => setReplyError({ id: reviewId, message: failureMessage(error, 'The reply could not be posted.', CONNECTION_TEXT) }),
              },
            );
          }}
        />
      </Panel>

      <Panel id="links-heading" title="Share your shop">
        <ShopLinks slug={slug} products={active} wishlistKey={keys.isPending ? undefined : keys.isError ? null : (keys.data[0] ?? null)} />
      </Panel>
    </div>
  );
}
