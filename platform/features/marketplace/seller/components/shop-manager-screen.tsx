import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadError } from '#platform/components/load-error.tsx';
import { Alert } from '#platform/components/ui/alert.tsx';
import { ButtonLink } from '#platform/components/ui/button.tsx';
import { CardSkeleton, DashboardSkeleton } from '#platform/components/ui/skeleton.tsx';
import { toast } from '#platform/components/ui/toast-store.ts';
import { failureMessage } from '#platform/lib/api-client.ts';
import { cx } from '#platform/lib/class-names.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useMyShop } from '../api/get-my-shop.ts';
import { useMyProduct } from '../api/get-my-product.ts';
import { useMyProducts } from '../api/list-my-products.ts';
import { useSaveBulkStock } from '../api/save-bulk-stock.ts';
import { useSaveProduct } from '../api/save-product.ts';
import { shopPagePath } from '../api/seller-keys.ts';
import { CONNECTION_TEXT } from './api-failure.ts';
import { NoShopYet } from './no-shop-yet.tsx';
import { ShopOrdersPanel } from './orders/shop-orders-panel.tsx';
import { BulkStockEditor } from './products/bulk-stock-editor.tsx';
import { ProductEditorPanel } from './products/product-editor-panel.tsx';
import { productInputWithStatus } from './products/product-form-values.ts';
import { ProductList } from './products/product-list.tsx';

type Tab = 'products' | 'stock' | 'orders';
const tabs: { id: Tab; label: string }[] = [
  { id: 'products', label: 'Products' },
  { id: 'stock', label: 'Stock' },
  { id: 'orders', label: 'Orders' },
];

const editPath = (id: string) => `/shop-manager?product=${encodeURIComponent(id)}`;

/** The products tab: the list with its status changes, and "Add a product". */
function ProductsPanel() {
  const products = useMyProducts();
  const save = useSaveProduct();
  const [error, setError] = useState<{ id: string; message: string } | null>(null);
  return (
    <section aria-labelledby="products-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="products-heading" className="text-xl font-bold">
          Products
        </h2>
        <ButtonLink to={editPath('new')}>Add a product</ButtonLink>
      </div>
      {products.isPending ? (
        <CardSkeleton />
      ) : products.isError ? (
        <Alert tone="error">{failureMessage(products.error, 'The products could not be loaded.', CONNECTION_TEXT)}</Alert>
      ) : (
        <ProductList
          products={products.data}
          editPath={editPath}
          changing={save.isPending && save.variables ? save.variables.id : null}
          error={error}
          onStatus={(product, status) => {
            setError(null);
            save.mutate(
              { id: product.id, input: productInputWithStatus(product, status) },
              {
                onSuccess: (saved) => toast({ title: `${saved.title}: ${status === 'active' ? 'now for sale' : status === 'archived' ? 'archived' : 'back to draft'}` }),
                onError: (failure) => setError({ id: product.id, message: failureMessage(failure, 'The status could not be changed.', CONNECTION_TEXT) }),
              },
            );
          }}
        />
      )}
    </section>
  );
}

/** The stock tab: every variant's stock, saved at once. */
function StockPanel() {
  const products = useMyProducts();
  const save = useSaveBulkStock();
  const [round, setRound] = useState(0);
  return (
    <section aria-labelledby="stock-heading" className="space-y-4">
      <h2 id="stock-heading" className="text-xl font-bold">
        Stock
      </h2>
      <p className="text-sm text-muted-foreground">Change as many figures as you need, then save them together.</p>
      {products.isPending ? (
        <CardSkeleton />
      ) : products.isError ? (
        <Alert tone="error">{failureMessage(products.error, 'The products could not be loaded.', CONNECTION_TEXT)}</Alert>
      ) : (
        <BulkStockEditor
          key={round}
          products={products.data}
          pending={save.isPending}
          error={save.isError ? failureMessage(save.error, 'The stock could not be saved.', CONNECTION_TEXT) : null}
          onSave={(input) =>
            save.mutate(input, {
              onSuccess: (updated) => {
                toast({ title: `Stock saved for ${updated} ${updated === 1 ? 'variant' : 'variants'}` });
                setRound((value) => value + 1);
              },
            })
          }
        />
      )}
    </section>
  );
}

/** The editor for `?product=<id>` (or `new`). */
function EditorPanel({ productId, canSell }: { productId: string; canSell: boolean }) {
  const product = useMyProduct(productId === 'new' ? null : productId);
  if (productId === 'new') return <ProductEditorPanel product={null} canSell={canSell} backPath="/shop-manager" editPath={editPath} />;
  if (product.isPending) return <CardSkeleton />;
  if (product.isError) {
    return (
      <LoadError
        error={product.error}
        notFoundTitle="Product not found"
        notFoundText="There is no product here, or it is not your shop’s."
        failedTitle="The product could not be loaded"
        back={{ to: '/shop-manager', label: 'Your products' }}
      />
    );
  }
  return <ProductEditorPanel product={product.data} canSell={canSell} backPath="/shop-manager" editPath={editPath} />;
}

/** /shop-manager: the shop's products (with the editor), stock and orders. */
export function ShopManagerScreen() {
  const shop = useMyShop();
  const [params] = useSearchParams();
  const productId = params.get('product');
  const tab = (tabs.find((entry) => entry.id === params.get('tab'))?.id ?? 'products') satisfies Tab;
  useDocumentMeta('Shop manager');
  if (shop.isPending) return <DashboardSkeleton />;
  if (shop.isError) return <LoadError error={shop.error} notFoundTitle="Not found" notFoundText="" failedTitle="Your shop could not be loaded" />;
  if (!shop.data) return <NoShopYet title="Shop manager" />;
  const data = shop.data;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold break-words">Shop manager</h1>
          <p className="mt-1 text-muted-foreground">
            {data.name} ·{' '}
            <Link to={shopPagePath(data.slug)} className="underline">
              view your shop
            </Link>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/seller-dashboard" variant="outline" size="sm">
            Dashboard
          </ButtonLink>
          <ButtonLink to="/seller-onboarding" variant="outline" size="sm">
            Shop settings
          </ButtonLink>
        </div>
      </div>
      {data.canSell ? null : (
        <div className="mt-4 rounded-lg border border-border bg-muted px-4 py-3 text-sm">
          You can draft products, but not sell them until you{' '}
          <Link to="/seller-onboarding" className="font-semibold underline">
            connect a payout account
          </Link>
          .
        </div>
      )}
      {productId ? (
        <div className="mt-6">
          <Link to={tab === 'products' ? '/shop-manager' : `/shop-manager?tab=${tab}`} className="text-sm underline">
            ← All products
          </Link>
          <div className="mt-3">
            <EditorPanel productId={productId} canSell={data.canSell} />
          </div>
        </div>
      ) : (
        <>
          <nav aria-label="Shop manager sections" className="mt-6 flex gap-1 border-b border-border">
            {tabs.map((entry) => (
              <Link
                key={entry.id}
                to={entry.id === 'products' ? '/shop-manager' : `/shop-manager?tab=${entry.id}`}
                aria-current={tab === entry.id ? 'page' : undefined}
                className={cx(
                  '-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  tab === entry.id ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
                )}
              >
                {entry.label}
              </Link>
            ))}
          </nav>
          <div className="mt-6">
            {tab === 'products' ? <ProductsPanel /> : null}
            {tab === 'stock' ? <StockPanel /> : null}
            {tab === 'orders' ? <ShopOrdersPanel timeZone={data.timeZone} /> : null}
          </div>
        </>
      )}
    </div>
  );
}
