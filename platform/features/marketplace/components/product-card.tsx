import { Link } from 'react-router-dom';
import { formatUsd } from '#core/domain/money/amount.rules.ts';
import type { ProductCard as ProductCardData } from '#core/domain/marketplace/catalog.schema.ts';
import { productCategoryLabels } from '#core/domain/marketplace/catalog-terms.rules.ts';
import { Card } from '#platform/components/ui/card.tsx';
import { StoreIcon } from '#platform/components/ui/icons.tsx';
import { LazyImage } from '#platform/components/ui/lazy-image.tsx';
import { productPath, shopPath } from '../marketplace-paths.ts';
import { RatingSummary } from './star-rating.tsx';

/**
 * A product in a grid: its first photo, title, shop, rating and price ("/day" for a rental). The
 * title is the link and its box is stretched over the card; the shop's name is a link of its own
 * above that box. `headingLevel` keeps headings in order under the heading above the grid.
 */
export function ProductCard({ product, headingLevel = 2, showShop = true }: { product: ProductCardData; headingLevel?: 2 | 3; showShop?: boolean }) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card className="relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-md" data-testid="product-card">
      <div className="relative">
        <LazyImage src={product.imageUrls[0]} alt={product.title} className="aspect-square w-full" placeholder={<StoreIcon className="m-auto h-full w-12 text-muted-foreground" />} />
        {product.soldOut ? (
          <span className="absolute top-3 left-3 rounded-full bg-card/95 px-3 py-1 text-xs font-semibold text-card-foreground shadow">Sold out</span>
        ) : product.kind === 'rental' ? (
          <span className="absolute top-3 left-3 rounded-full bg-card/95 px-3 py-1 text-xs font-semibold text-card-foreground shadow">Rental</span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <p className="text-xs font-medium text-muted-foreground">{productCategoryLabels[product.category]}</p>
        <Title className="leading-snug font-bold break-words">
          <Link to={productPath(product.id)} className="after:absolute after:inset-0 hover:underline focus-visible:outline-3 focus-visible:outline-ring">
            {product.title}
          </Link>
        </Title>
        {showShop ? (
          <p className="text-sm">
            <Link to={shopPath(product.shop.id)} className="relative z-10 inline-flex items-center gap-1 text-muted-foreground hover:underline focus-visible:outline-3 focus-visible:outline-ring">
              <StoreIcon className="h-4 w-4 shrink-0" />
              <span className="sr-only">Shop: </span>
              {product.shop.name}
              <span className="sr-only">, {product.shop.city}</span>
            </Link>
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <RatingSummary average={product.ratingAverage} count={product.ratingCount} />
          <p className="font-bold tabular-nums">
            {formatUsd(product.priceCents)}
            {product.kind === 'rental' ? <span className="font-normal text-muted-foreground">/day</span> : null}
          </p>
        </div>
      </div>
    </Card>
  );
}
