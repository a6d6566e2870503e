import { useId, useState } from 'react';
import { formatCalendarDate } from '#core/domain/events/event-time.rules.ts';
import type { ShopSummary } from '#core/domain/marketplace/catalog.schema.ts';
import { formatUsd } from '#core/domain/money/amount.rules.ts';
import { Select } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { PartyTime } from '#platform/components/party-time.tsx';
import { useMyUpcomingParties } from '../../api/list-my-parties.ts';
import { useShopReach } from '../../api/get-shop-reach.ts';
import { estimateDelivery, type DeliveryEstimate } from './delivery-estimate.ts';

const methodNames: Record<DeliveryEstimate['method'], string> = { shipping: 'Shipping', local: 'Local delivery', pickup: 'Pickup' };

/** What the shop offers, in words, for a visitor (no party to compare with). */
export function deliveryOffers(shop: ShopSummary): string[] {
  const offers: string[] = [];
  if (shop.delivery.shipping) offers.push(`Shipping ${formatUsd(shop.delivery.shipping.priceCents)}, ${shop.delivery.shipping.days} ${shop.delivery.shipping.days === 1 ? 'day' : 'days'}`);
  if (shop.delivery.localDelivery) {
    const local = shop.delivery.localDelivery;
    offers.push(`Local delivery ${formatUsd(local.priceCents)} within ${local.radiusMiles} miles of ${shop.city}${local.leadHours ? `, ${local.leadHours} hours’ notice` : ''}`);
  }
  if (shop.delivery.pickup) offers.push(`Pickup in ${shop.city}, free`);
  return offers;
}

/**
 * "Will it arrive before my party?": for a signed-in member, one of their upcoming parties to
 * compare with (its time in its own zone), and for each way the shop delivers, the fee, the date
 * and whether that is in time. Visitors see the shop's delivery options only.
 */
export function DeliveryEstimatePanel({ shop, signedIn, now = Date.now() }: { shop: ShopSummary; signedIn: boolean; now?: number }) {
  const id = useId();
  const parties = useMyUpcomingParties(signedIn, now);
  const [chosen, setChosen] = useState('');
  const party = parties.data?.find((candidate) => candidate.id === chosen) ?? parties.data?.[0];
  // Only local delivery depends on where the party is: its distance is measured by the server.
  const reach = useShopReach(shop.id, shop.delivery.localDelivery ? (party?.location ?? null) : null).data ?? null;

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-card border border-border bg-card p-4 sm:p-5">
      <h2 id={`${id}-heading`} className="text-lg font-bold">
        Delivery
      </h2>
      {party && parties.data ? (
        <>
          <div className="mt-3">
            <Label htmlFor={`${id}-party`}>Deliver to my party</Label>
            <Select id={`${id}-party`} value={party.id} onChange={(event) => setChosen(event.target.value)}>
              {parties.data.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.title}
                </option>
              ))}
            </Select>
            <p className="mt-1 text-sm text-muted-foreground">
              Starts <PartyTime at={party.startsAt} timeZone={party.timeZone} />
              {party.location ? ` at ${party.location}` : ''}
            </p>
          </div>
          <ul className="mt-3 space-y-2">
            {estimateDelivery(shop.delivery, shop.city, { startsAt: Date.parse(party.startsAt), timeZone: party.timeZone, location: party.location }, now, reach).map((estimate) => (
              <li key={estimate.method} className="text-sm">
                <span className="font-semibold">{methodNames[estimate.method]}</span> ({estimate.priceCents === 0 ? 'free' : formatUsd(estimate.priceCents)}):{' '}
                {estimate.outsideArea
                  ? `only within ${shop.delivery.localDelivery?.radiusMiles ?? 0} miles of ${shop.city}${reach?.city && reach.miles !== null ? ` (${reach.city} is about ${Math.round(reach.miles)} miles away)` : ''}`
                  : estimate.method === 'pickup'
                    ? `from the shop in ${shop.city}`
                    : `arrives by ${formatCalendarDate(estimate.arrivesBy ?? '')}`}
                {estimate.outsideArea ? null : estimate.inTime ? (
                  <span className="font-semibold text-success-text"> — in time for the party</span>
                ) : (
                  <span className="font-semibold text-danger-text"> — too late for the party</span>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <ul className="mt-2 space-y-1 text-sm">
          {deliveryOffers(shop).map((offer) => (
            <li key={offer}>{offer}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
