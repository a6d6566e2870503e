import type { ShopSummary } from '#core/domain/marketplace/catalog.schema.ts';
import { MapPinIcon, StoreIcon } from '#platform/components/ui/icons.tsx';
import { deliveryOffers } from '../product/delivery-estimate-panel.tsx';
import { RatingSummary } from '../star-rating.tsx';

/** A shop's header: logo, name, city, rating, how it delivers and what it says about itself. */
export function ShopHeader({ shop }: { shop: ShopSummary }) {
  return (
    <header className="flex flex-col gap-5 sm:flex-row sm:items-start">
      {shop.logoUrl ? (
        <img src={shop.logoUrl} alt={`${shop.name} logo`} className="h-24 w-24 shrink-0 rounded-card border border-border object-cover" />
      ) : (
        <div aria-hidden="true" className="flex h-24 w-24 shrink-0 items-center justify-center rounded-card bg-muted">
          <StoreIcon className="h-10 w-10 text-muted-foreground" />
        </div>
      )}
      <div className="min-w-0">
        <h1 className="text-3xl font-extrabold break-words">{shop.name}</h1>
        <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <MapPinIcon className="h-4 w-4" />
            {shop.city}
          </span>
          <RatingSummary average={shop.ratingAverage} count={shop.ratingCount} className="text-foreground" />
        </p>
        <ul aria-label="How this shop delivers" className="mt-3 flex flex-wrap gap-2">
          {deliveryOffers(shop).map((offer) => (
            <li key={offer} className="rounded-full bg-muted px-3 py-1 text-xs font-medium">
              {offer}
            </li>
          ))}
        </ul>
        {shop.description ? <p className="mt-3 max-w-3xl whitespace-pre-line break-words">{shop.description}</p> : null}
        {shop.canSell ? null : <p className="mt-3 text-sm font-medium">This shop is not taking orders yet.</p>}
      </div>
    </header>
  );
}
