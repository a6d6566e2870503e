import { useParams } from 'react-router-dom';
import type { ShopPage } from '#core/domain/marketplace/catalog.schema.ts';
import { LoadError } from '#platform/components/load-error.tsx';
import { DashboardSkeleton } from '#platform/components/ui/skeleton.tsx';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useServerCard } from '#platform/lib/use-server-card.ts';
import { useShop } from '../../api/get-shop.ts';
import { marketplaceHome } from '../../marketplace-paths.ts';
import { MarketplaceHeader } from '../marketplace-header.tsx';
import { ProductCard } from '../product-card.tsx';
import { ReviewsList } from '../reviews-list.tsx';
import { ShopHeader } from './shop-header.tsx';

/** /marketplace/shop/:shopId (an id or the shop's address): the shop, its products and its reviews. */
export function ShopScreen() {
  const { shopId = '' } = useParams();
  const shop = useShop(shopId);
  const serverCard = useServerCard(shop);
  useDocumentMeta(shop.data?.shop.name ?? 'Shop', shop.data?.shop.description.slice(0, 160));

  let body;
  // The server's drawing carries the marketplace's strip too: it stands for the whole screen.
  if (serverCard) return <div dangerouslySetInnerHTML={{ __html: serverCard }} />;
  if (shop.isPending) body = <DashboardSkeleton />;
  else if (shop.isError)
    body = (
      <LoadError
        error={shop.error}
        notFoundTitle="Shop not found"
        notFoundText="This shop does not exist or is closed."
        failedTitle="The shop could not be loaded"
        back={{ to: marketplaceHome, label: 'Browse party supplies' }}
      />
    );
  else body = <ShopView page={shop.data} />;
  return (
    <>
      <MarketplaceHeader />
      {body}
    </>
  );
}

export function ShopView({ page }: { page: ShopPage }) {
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-8">
      <ShopHeader shop={page.shop} />
      <section aria-labelledby="shop-products-heading">
        <h2 id="shop-products-heading" className="text-xl font-bold">
          Products <span className="text-base font-normal text-muted-foreground">({page.products.length})</span>
        </h2>
        {page.products.length === 0 ? (
          <p className="mt-2 text-muted-foreground">Nothing for sale here yet.</p>
        ) : (
          <ul className="mt-4 grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4">
            {page.products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} headingLevel={3} showShop={false} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <ReviewsList reviews={page.reviews} headingId="shop-reviews-heading" />
    </div>
  );
}
