import { addDays } from '#core/domain/venues/calendar-date.rules.ts';
import { orderTimers } from '#core/domain/marketplace/order-terms.rules.ts';
import type { ShopReach, ShopSummary } from '#core/domain/marketplace/catalog.schema.ts';
import { utcToZonedLocal } from '#core/domain/events/event-time.rules.ts';

export interface PartyForEstimate {
  startsAt: number;
  timeZone: string;
  location: string | null;
}

export interface DeliveryEstimate {
  method: 'shipping' | 'local' | 'pickup';
  priceCents: number;
  /** The party's calendar date it would arrive (or be ready) by; null for pickup. */
  arrivesBy: string | null;
  /** Arrives before the party's setting-up time (its start less the setup margin). */
  inTime: boolean;
  /** Local delivery: the party is outside the shop's radius (the checkout decides for sure). */
  outsideArea: boolean;
}

/**
 * A first answer to "will it arrive before my party?", drawn on the product page from the shop's
 * delivery options: shipping takes its days from today, local delivery its lead time from now,
 * each compared with the party's start less the setup margin, in the party's own calendar. Whether
 * local delivery reaches the party's location is the server's answer (`reach`, measured in miles,
 * decision 063); until it comes, or when it could not place the location, the location naming the
 * shop's city stands in. The cart and the checkout ask the server, which has the last word.
 */
export function estimateDelivery(delivery: ShopSummary['delivery'], shopCity: string, party: PartyForEstimate, now: number, reach?: ShopReach | null): DeliveryEstimate[] {
  const deliverBy = party.startsAt - orderTimers.setupMarginMs;
  const partyDate = (at: number) => utcToZonedLocal(at, party.timeZone).slice(0, 10);
  const today = partyDate(now);
  const lastDay = partyDate(deliverBy);
  const estimates: DeliveryEstimate[] = [];
  if (delivery.shipping) {
    const arrivesBy = addDays(today, delivery.shipping.days);
    estimates.push({ method: 'shipping', priceCents: delivery.shipping.priceCents, arrivesBy, inTime: arrivesBy <= lastDay, outsideArea: false });
  }
  if (delivery.localDelivery) {
    const ready = now + delivery.localDelivery.leadHours * 3_600_000;
    const inArea = reach?.city ? reach.methods.includes('local') : party.location === null || party.location.toLowerCase().includes(shopCity.trim().toLowerCase());
    estimates.push({ method: 'local', priceCents: delivery.localDelivery.priceCents, arrivesBy: partyDate(ready), inTime: ready <= deliverBy && inArea, outsideArea: !inArea });
  }
  if (delivery.pickup) estimates.push({ method: 'pickup', priceCents: 0, arrivesBy: null, inTime: now <= deliverBy, outsideArea: false });
  return estimates;
}
