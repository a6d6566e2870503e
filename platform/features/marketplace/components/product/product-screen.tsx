import { Link, useParams } from 'react-router-dom';
import type { ProductDetail } from '#core/domain/marketplace/catalog.schema.ts';
import { productCategoryLabels } from '#core/domain/marketplace/catalog-terms.rules.ts';
import { LoadError } from '#platform/components/load-error.tsx';
import { Alert } from '#platform/components/ui/alert.tsx';
import { StoreIcon } from '#platform/components/ui/icons.tsx';
import { DashboardSkeleton } from '#platform/components/ui/skeleton.tsx';
import { useCurrentUser } from '#platform/lib/current-user.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useServerCard } from '#platform/lib/use-server-card.ts';
import { useProduct } from '../../api/get-product.ts';
import { marketplaceHome, shopPath } from '../../marketplace-paths.ts';
import { MarketplaceHeader } from '../marketplace-header.tsx';
import { ReviewsList } from '../reviews-list.tsx';
import { RatingSummary } from '../star-rating.tsx';
import { DeliveryEstimatePanel } from './delivery-estimate-panel.tsx';
import { PhotoGallery } from './photo-gallery.tsx';
import { PurchasePanel } from './purchase-panel.tsx';

/** /marketplace/product/:id: the public product page; the server's first paint shows until the data is in. */
export function ProductScreen() {
  const { id = '' } = useParams();
  const product = useProduct(id);
  const serverCard = useServerCard(product);
  useDocumentMeta(product.data?.title ?? 'Product', product.data?.description.slice(0, 160));

  let body;
  // The server's drawing carries the marketplace's strip too: it stands for the whole screen.
  if (serverCard) return <div dangerouslySetInnerHTML={{ __html: serverCard }} />;
  if (product.isPending) body = <DashboardSkeleton />;
  else if (product.isError)
    body = (
      <LoadError
        error={product.error}
        notFoundTitle="Product not found"
        notFoundText="This product does not exist or is not for sale right now."
        failedTitle="The product could not be loaded"
        back={{ to: marketplaceHome, label: 'Browse party supplies' }}
      />
    );
  else body = <ProductView product={product.data} />;
  return (
    <>
      <MarketplaceHeader />
      {body}
    </>
  );
}

export function ProductView({ product, now }: { product: ProductDetail; now?: number }) {
  const { user } = useCurrentUser();
  const shop = product.shopDetail;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
        <Link to={marketplaceHome} className="hover:underline">
          Party supplies
        </Link>{' '}
        /{' '}
        <Link to={`${marketplaceHome}?category=${product.category}`} className="hover:underline">
          {productCategoryLabels[product.category]}
        </Link>{' '}
        / <span aria-current="page">{product.title}</span>
      </nav>
      {product.status !== 'active' ? (
        <Alert tone="info" className="mt-4">
          This is a preview of your {product.status} product: buyers cannot see it.
        </Alert>
      ) : null}
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <PhotoGallery title={product.title} urls={product.imageUrls} />
        <div>
          <h1 className="text-2xl font-extrabold break-words sm:text-3xl">{product.title}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
            <Link to={shopPath(shop.id)} className="inline-flex items-center gap-1.5 font-semibold hover:underline">
              <StoreIcon className="h-4 w-4" />
              {shop.name}
            </Link>
            <span className="text-sm text-muted-foreground">{shop.city}</span>
            <RatingSummary average={product.ratingAverage} count={product.ratingCount} />
          </p>
          <div className="mt-5">{shop.canSell ? <PurchasePanel product={product} {...(now === undefined ? {} : { now })} /> : <Alert tone="info">This shop is not taking orders yet.</Alert>}</div>
        </div>
      </div>
      <div className="mt-10 grid gap-8 lg:grid-cols-3">
        <div className="space-y-8 lg:col-span-2">
          {product.description ? (
            <section aria-labelledby="about-heading">
              <h2 id="about-heading" className="text-xl font-bold">
                About this product
              </h2>
              <p className="mt-2 whitespace-pre-line break-words">{product.description}</p>
            </section>
          ) : null}
          <ReviewsList reviews={product.reviews} headingId="product-reviews-heading" />
        </div>
        <aside>
          <DeliveryEstimatePanel shop={shop} signedIn={user !== null} {...(now === undefined ? {} : { now })} />
        </aside>
      </div>
    </div>
  );
}
