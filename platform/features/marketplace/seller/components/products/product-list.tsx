import { Link } from 'react-router-dom';
import type { ProductDetail } from '#core/domain/marketplace/catalog.schema.ts';
import { productCategoryLabels } from '#core/domain/marketplace/catalog-terms.rules.ts';
import { formatUsd } from '#core/domain/money/amount.rules.ts';
import { Button } from '#platform/components/ui/button.tsx';
import { Chip } from '../form-parts.tsx';
import { productStatusLabels, stockOf } from '../seller-words.ts';
import type { ProductStatus } from './product-form-values.ts';

const statusTone = { draft: 'neutral', active: 'success', archived: 'ended' } as const;

export interface ProductListProps {
  products: ProductDetail[];
  /** Where a product's editor opens. */
  editPath: (id: string) => string;
  onStatus: (product: ProductDetail, status: ProductStatus) => void;
  /** The product whose status is being changed. */
  changing?: string | null;
  /** The last refused change, under its product (the API's sentence, e.g. "Connect a payout account before you sell: …"). */
  error?: { id: string; message: string } | null;
}

/** The shop's products: photo, title, status chip, stock and price, with Edit and the status changes. */
export function ProductList({ products, editPath, onStatus, changing = null, error = null }: ProductListProps) {
  if (products.length === 0) {
    return <p className="rounded-card border border-dashed border-border p-6 text-center text-muted-foreground">No products yet. Add your first one: it starts as a draft.</p>;
  }
  return (
    <ul className="space-y-3">
      {products.map((product) => {
        const busy = changing === product.id;
        const moves: { status: ProductStatus; label: string }[] = [
          ...(product.status !== 'active' ? [{ status: 'active' as const, label: 'Activate' }] : []),
          ...(product.status === 'active' ? [{ status: 'draft' as const, label: 'Back to draft' }] : []),
          ...(product.status !== 'archived' ? [{ status: 'archived' as const, label: 'Archive' }] : []),
        ];
        return (
          <li key={product.id} className="rounded-card border border-border bg-card p-3">
            <article aria-labelledby={`product-${product.id}-title`} className="flex gap-3">
              {product.imageUrls[0] ? (
                <img src={product.imageUrls[0]} alt="" className="h-20 w-20 shrink-0 rounded-md bg-muted object-cover" />
              ) : (
                <span aria-hidden="true" className="h-20 w-20 shrink-0 rounded-md bg-muted" />
              )}
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 id={`product-${product.id}-title`} className="min-w-0 font-semibold break-words">
                    {product.title}
                  </h3>
                  <Chip tone={statusTone[product.status]}>{productStatusLabels[product.status]}</Chip>
                </div>
                <p className="text-sm text-muted-foreground">
                  {[
                    productCategoryLabels[product.category],
                    product.kind === 'rental' ? `${formatUsd(product.priceCents)} a day` : `${product.variants.length > 1 ? 'from ' : ''}${formatUsd(product.priceCents)}`,
                    stockOf(product),
                    product.kind === 'item' && product.variants.length > 1 ? `${product.variants.length} variants` : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <div className="flex flex-wrap gap-2 pt-1">
                  <Link
                    to={editPath(product.id)}
                    className="inline-flex h-9 items-center rounded-full border border-input bg-card px-4 text-sm font-semibold hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  >
                    Edit<span className="sr-only"> {product.title}</span>
                  </Link>
                  {moves.map((move) => (
                    <Button key={move.status} size="sm" variant="ghost" disabled={busy} onClick={() => onStatus(product, move.status)}>
                      {busy ? 'Saving…' : move.label}
                      <span className="sr-only"> {product.title}</span>
                    </Button>
                  ))}
                </div>
                {error?.id === product.id ? (
                  <p role="alert" className="text-sm font-medium text-danger-text">
                    {error.message}
                  </p>
                ) : null}
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
