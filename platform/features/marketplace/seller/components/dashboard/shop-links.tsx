import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ProductDetail } from '#core/domain/marketplace/catalog.schema.ts';
import type { EmbedKeyView } from '#core/embed/embed-keys.rules.ts';
import { Button } from '#platform/components/ui/button.tsx';
import { Select } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { toast } from '#platform/components/ui/toast-store.ts';
import { copyText } from '#platform/lib/clipboard.ts';
import { productPagePath, shopPagePath } from '../../api/seller-keys.ts';
import { wishlistWidgetSnippet } from './wishlist-widget-snippet.ts';

async function copy(text: string, what: string) {
  if (await copyText(text)) toast({ title: `${what} copied` });
  else toast({ title: 'Could not copy', description: 'Select the text and copy it yourself.', variant: 'destructive' });
}

/**
 * The shop's public link, and the add-to-wishlist widget's snippet for one of its active products
 * (so a seller's own site lets visitors put it on a party's wishlist). The snippet needs the
 * member's add-to-wishlist embed key; without one it sends them to the Embed page to make it.
 */
export function ShopLinks({
  slug,
  products,
  wishlistKey,
  origin = globalThis.location?.origin ?? '',
}: {
  slug: string;
  /** The shop's active products (the widget offers one). */
  products: ProductDetail[];
  /** The member's live add-to-wishlist key; null when they have none (or it is still loading: `undefined`). */
  wishlistKey: EmbedKeyView | null | undefined;
  origin?: string;
}) {
  const id = useId();
  const [chosen, setChosen] = useState(products[0]?.id ?? '');
  const product = products.find((entry) => entry.id === chosen) ?? products[0];
  const shopLink = `${origin}${shopPagePath(slug)}`;
  const snippet =
    product && wishlistKey
      ? wishlistWidgetSnippet(wishlistKey.id, { title: product.title, priceCents: product.priceCents, imageUrl: product.imageUrls[0] ?? null, path: productPagePath(product.id) }, origin)
      : null;
  return (
    <div className="space-y-5">
      <div>
        <Label htmlFor={`${id}-link`}>Your shop’s public link</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={`${id}-link`}
            readOnly
            value={shopLink}
            onFocus={(event) => event.target.select()}
            className="block h-11 w-full min-w-0 rounded-lg border border-input bg-muted px-3 text-sm focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring"
          />
          <Button variant="secondary" onClick={() => void copy(shopLink, 'Link')}>
            Copy link
          </Button>
        </div>
        <Link to={shopPagePath(slug)} className="mt-1 inline-block text-sm underline">
          Open your shop page
        </Link>
      </div>

      <div>
        <h3 className="font-semibold">Add-to-wishlist button for your own site</h3>
        <p className="mt-1 text-sm text-muted-foreground">
          Paste it beside a product on your website: visitors add it to one of their parties’ wishlists on Cakeday, with the price and photo of your shop here, and a gift bought here is marked bought
          on that wishlist.
        </p>
        {products.length === 0 ? (
          <p className="mt-2 text-sm">Activate a product first: the button offers one of your products for sale.</p>
        ) : wishlistKey === undefined ? null : wishlistKey === null ? (
          <p className="mt-2 text-sm">
            The button needs an embed key for the Add to wishlist widget.{' '}
            <Link to="/dashboard/embed" className="font-semibold underline">
              Create one on the Embed page
            </Link>
            , then come back for your snippet.
          </p>
        ) : (
          <div className="mt-3 space-y-2">
            <div className="max-w-sm">
              <Label htmlFor={`${id}-product`}>Product</Label>
              <Select id={`${id}-product`} value={product?.id ?? ''} onChange={(event) => setChosen(event.target.value)}>
                {products.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.title}
                  </option>
                ))}
              </Select>
            </div>
            <Label htmlFor={`${id}-snippet`}>Snippet</Label>
            <textarea
              id={`${id}-snippet`}
              readOnly
              rows={5}
              value={snippet ?? ''}
              onFocus={(event) => event.target.select()}
              className="block w-full rounded-lg border border-input bg-muted px-3 py-2 font-mono text-xs break-all focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring"
            />
            <div className="flex flex-wrap items-center gap-3">
              <Button variant="secondary" size="sm" onClick={() => void copy(snippet ?? '', 'Snippet')}>
                Copy snippet
              </Button>
              <Link to="/dashboard/embed" className="text-sm underline">
                Allowed sites and theme on the Embed page
              </Link>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
