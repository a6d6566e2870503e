import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router-dom';
import type { Venue } from '#core/domain/venues/venue.schema.ts';
import { formatRating, venueHourlyDollars, venueTypeLabel } from '#core/domain/venues/venue.rules.ts';
import { Card } from './ui/card.tsx';
import { BuildingIcon, FieldIcon, FlowerIcon, HouseIcon, MapPinIcon, StarIcon, TreeIcon, UsersIcon, WavesIcon } from './ui/icons.tsx';
import { LazyImage } from './ui/lazy-image.tsx';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

const typeIcons: Record<string, Icon> = {
  house: HouseIcon,
  backyard: TreeIcon,
  pool: WavesIcon,
  field: FieldIcon,
  garden: FlowerIcon,
  apartment: BuildingIcon,
};

export type VenueCardData = Pick<Venue, 'id' | 'title' | 'imageUrls' | 'averageRating' | 'city' | 'state' | 'maxGuests' | 'pricePerHour' | 'venueType' | 'priceOnRequest'>;

/**
 * The venue card: first image, rating, place, guests, $/hour and type. A listing
 * quoting its price on request says so instead of the $150 default (decision 025). With `to`, the
 * whole card opens the venue page (the title is the link; its box is stretched over the card).
 */
/** A venue's rating with its star ("Rated 4.5 out of 5" to screen readers), or "New" before any review. */
export function VenueRating({ averageRating, className, newClassName }: { averageRating: number | null; className: string; newClassName?: string }) {
  const rating = formatRating(averageRating);
  if (!rating) return <span className={newClassName}>New</span>;
  return (
    <span className={className}>
      <StarIcon className="h-4 w-4 fill-amber-400 text-amber-500" />
      <span className="sr-only">Rated </span>
      {rating}
      <span className="sr-only"> out of 5</span>
    </span>
  );
}

/**
 * `headingLevel`: the card's title is one level under the heading above the cards — 3 under a
 * section's h2 (the landing page), 2 straight under the page's h1 (the venue search), so headings
 * never skip a level.
 */
export function VenueCard({ venue, to, headingLevel = 3 }: { venue: VenueCardData; to?: string; headingLevel?: 2 | 3 }) {
  // An unknown type keeps its raw label and falls back to the house icon.
  const TypeIcon = typeIcons[venue.venueType] ?? HouseIcon;
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card className="relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-md" data-testid="venue-card">
      <div className="relative">
        <LazyImage src={venue.imageUrls[0]} alt={venue.title} className="aspect-[4/3] w-full" />
        <span className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-card/95 px-3 py-1 text-xs font-semibold text-card-foreground shadow">
          <TypeIcon className="h-4 w-4 text-primary" />
          {venueTypeLabel(venue.venueType)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex items-start justify-between gap-3">
          <Title className="text-lg leading-snug font-bold">
            {to ? (
              <Link to={to} className="after:absolute after:inset-0 hover:underline focus-visible:outline-3 focus-visible:outline-ring">
                {venue.title}
              </Link>
            ) : (
              venue.title
            )}
          </Title>
          <VenueRating averageRating={venue.averageRating} className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold" newClassName="shrink-0 text-xs text-muted-foreground" />
        </div>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <MapPinIcon className="h-4 w-4" />
          {venue.city}, {venue.state}
        </p>
        <div className="mt-auto flex items-center justify-between border-t border-border pt-3 text-sm">
          <span className="flex items-center gap-1.5 text-muted-foreground">
            <UsersIcon className="h-4 w-4" />
            Up to {venue.maxGuests} guests
          </span>
          {venue.priceOnRequest ? (
            <span className="font-bold">Price on request</span>
          ) : (
            <span className="font-bold">
              ${venueHourlyDollars(venue.pricePerHour)}
              <span className="font-normal text-muted-foreground">/hour</span>
            </span>
          )}
        </div>
      </div>
    </Card>
  );
}
