import { formatUsd, MAX_AMOUNT_CENTS } from '../money/money.schema.ts';
import { listingLimits } from './listing.schema.ts';

/**
 * What a booking costs (decision 025): the hours at the listing's hourly price, pro-rated by the
 * quarter hour, plus the cleaning fee. No service fee is added on top. All amounts are whole USD
 * cents; when pro-rating leaves a fraction of a cent it is rounded down (the guest's favour).
 * A listing with its price on request cannot be booked in the app: the guest messages the owner.
 */

export interface PriceLine {
  label: string;
  amountCents: number;
}

export interface PriceBreakdown {
  durationMinutes: number;
  pricePerHourCents: number;
  /** The hours part: pricePerHourCents × durationMinutes / 60, rounded down to a cent. */
  rentCents: number;
  cleaningFeeCents: number;
  totalCents: number;
  /** Ready to show: "$150.00 × 2.25 hours", "Cleaning fee", without the total. */
  lines: PriceLine[];
}

export type PriceResult = ({ ok: true } & PriceBreakdown) | { ok: false; reason: 'price-on-request' | 'over-payment-limit'; message: string };

export interface PricedListing {
  pricePerHourCents: number | null;
  priceOnRequest: boolean;
  cleaningFeeCents: number;
}

function hoursLabel(minutes: number): string {
  const hours = minutes / 60;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/**
 * The price of `durationMinutes` of real time at a listing (use the duration checkAvailability
 * answers, which counts clock changes). Throws on a duration that is not a positive number of
 * quarter hours, or on stored prices that are not whole cents: both are programming errors.
 */
export function priceBooking(listing: PricedListing, durationMinutes: number): PriceResult {
  if (!Number.isSafeInteger(durationMinutes) || durationMinutes <= 0 || durationMinutes % listingLimits.stepMinutes !== 0) {
    throw new RangeError('A booking lasts a positive whole number of quarter hours');
  }
  if (listing.priceOnRequest || listing.pricePerHourCents === null) {
    return { ok: false, reason: 'price-on-request', message: 'This venue quotes its price on request: message the owner to ask for a price' };
  }
  const { pricePerHourCents, cleaningFeeCents } = listing;
  for (const amount of [pricePerHourCents, cleaningFeeCents]) {
    if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError('Prices are whole, non-negative numbers of cents');
  }
  const rentCents = Math.floor((pricePerHourCents * durationMinutes) / 60);
  const totalCents = rentCents + cleaningFeeCents;
  if (totalCents > MAX_AMOUNT_CENTS) {
    return {
      ok: false,
      reason: 'over-payment-limit',
      message: `This booking would cost ${formatUsd(totalCents)}, more than the ${formatUsd(MAX_AMOUNT_CENTS)} that can be paid at once: choose a shorter time or contact the owner`,
    };
  }
  const lines: PriceLine[] = [{ label: `${formatUsd(pricePerHourCents)} × ${hoursLabel(durationMinutes)}`, amountCents: rentCents }];
  if (cleaningFeeCents > 0) lines.push({ label: 'Cleaning fee', amountCents: cleaningFeeCents });
  return { ok: true, durationMinutes, pricePerHourCents, rentCents, cleaningFeeCents, totalCents, lines };
}

/** The listing's price as the venue page shows it: "$150.00 / hour", "Free", or "Price on request". */
export function hourlyPriceLabel(listing: Pick<PricedListing, 'pricePerHourCents' | 'priceOnRequest'>): string {
  if (listing.priceOnRequest || listing.pricePerHourCents === null) return 'Price on request';
  if (listing.pricePerHourCents === 0) return 'Free';
  return `${formatUsd(listing.pricePerHourCents)} / hour`;
}
