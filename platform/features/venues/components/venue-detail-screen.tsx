import { useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { formatMinuteOfDay12h, weekdayLabels, weekdays } from '#core/domain/venues/calendar-date.rules.ts';
import { cancellationPolicyDescriptions } from '#core/domain/venues/cancellation.rules.ts';
import { amenityLabels } from '#core/domain/venues/listing.schema.ts';
import { venueTypeLabel } from '#core/domain/venues/venue.rules.ts';
import { LoadError } from '#platform/components/load-error.tsx';
import { Alert } from '#platform/components/ui/alert.tsx';
import { ButtonLink } from '#platform/components/ui/button.tsx';
import { MapPinIcon, MessageIcon, UsersIcon } from '#platform/components/ui/icons.tsx';
import { LazyImage } from '#platform/components/ui/lazy-image.tsx';
import { VenueRating } from '#platform/components/venue-card.tsx';
import { DashboardSkeleton } from '#platform/components/ui/skeleton.tsx';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useVenue } from '../api/get-venue.ts';
import type { VenueDetail } from '../api/venue-keys.ts';
import { AvailabilityCalendar } from './availability-calendar.tsx';
import { BookingPanel } from './booking-panel.tsx';
import { useEmbedOpener } from './embed-opener.ts';
import { VenueReviews } from './venue-reviews.tsx';

/** /venues/:id: the venue page (published, or the owner's preview of a draft or paused listing). */
export function VenueDetailScreen() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const venue = useVenue(id);
  // The venue widget's popup: tell the widget's page about the booking made here (decision 030).
  useEmbedOpener(id, params);
  useDocumentMeta(venue.data?.title || 'Venue', venue.data?.description.slice(0, 160));
  if (venue.isPending) return <DashboardSkeleton />;
  if (venue.isError) {
    return (
      <LoadError
        error={venue.error}
        notFoundTitle="Venue not found"
        notFoundText="This venue does not exist or is not listed right now."
        failedTitle="The venue could not be loaded"
        back={{ to: '/venues', label: 'Find another venue' }}
      />
    );
  }
  // The search's date and times carry over into the price panel.
  const initial: Partial<Record<'date' | 'start' | 'end' | 'guests', string>> = {};
  for (const key of ['date', 'start', 'end', 'guests'] as const) {
    const value = params.get(key);
    if (value) initial[key] = value;
  }
  return <VenueDetailView venue={venue.data} initial={initial} />;
}

export function VenueDetailView({ venue, initial = {}, now }: { venue: VenueDetail; initial?: Partial<Record<'date' | 'start' | 'end' | 'guests', string>>; now?: number }) {
  const [cover, ...more] = venue.photos;
  // The calendar and the booking panel share the chosen date; a day chosen on the calendar moves on to the times.
  const [date, setDate] = useState(initial.date ?? '');
  const fromRef = useRef<HTMLInputElement>(null);
  const pick = (day: string) => {
    setDate(day);
    requestAnimationFrame(() => fromRef.current?.focus());
  };
  const openDays = weekdays.filter((day) => venue.weeklyHours[day].length > 0);
  const messageLink = `/messages/new?${new URLSearchParams({ type: 'venue', id: venue.id, name: venue.title }).toString()}`;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
        <Link to="/venues" className="hover:underline">
          Venues
        </Link>{' '}
        / <span aria-current="page">{venue.title || 'Untitled venue'}</span>
      </nav>
      {venue.viewerIsOwner ? (
        <Alert tone="info" className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <span>{venue.status === 'published' ? 'This is your listing, as guests see it.' : `This is a preview of your ${venue.status} listing: guests cannot see it.`}</span>
          <ButtonLink to={`/host/venues/${encodeURIComponent(venue.id)}/edit`} size="sm" variant="outline">
            Edit listing
          </ButtonLink>
        </Alert>
      ) : null}
      <h1 className="mt-3 text-3xl font-extrabold sm:text-4xl">{venue.title || 'Untitled venue'}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground">
        <span className="flex items-center gap-1.5">
          <MapPinIcon className="h-4 w-4" />
          {venue.city}
          {venue.state ? `, ${venue.state}` : ''}
        </span>
        {venue.venueType ? <span>{venueTypeLabel(venue.venueType)}</span> : null}
        {venue.maxGuests ? (
          <span className="flex items-center gap-1.5">
            <UsersIcon className="h-4 w-4" />
            Up to {venue.maxGuests} guests
          </span>
        ) : null}
        <VenueRating averageRating={venue.averageRating} className="flex items-center gap-1 font-semibold text-foreground" />
      </p>

      {cover ? (
        <div className="mt-6 grid gap-2 sm:grid-cols-3">
          {/* LazyImage shows "Image unavailable" in the photo's box when it cannot load. */}
          <LazyImage src={cover.url} alt={`${venue.title}: photo 1`} className="aspect-[4/3] w-full overflow-hidden rounded-card sm:col-span-2 sm:row-span-2" />
          {more.slice(0, 2).map((photo, index) => (
            <LazyImage key={photo.url} src={photo.url} alt={`${venue.title}: photo ${index + 2}`} className="aspect-[4/3] w-full overflow-hidden rounded-card" />
          ))}
        </div>
      ) : null}

      <div className="mt-8 grid gap-10 lg:grid-cols-3">
        <div className="space-y-8 lg:col-span-2">
          {venue.description ? (
            <section aria-labelledby="about-heading">
              <h2 id="about-heading" className="text-xl font-bold">
                About this space
              </h2>
              <p className="mt-2 whitespace-pre-line">{venue.description}</p>
            </section>
          ) : null}
          {venue.amenities.length > 0 ? (
            <section aria-labelledby="amenities-heading">
              <h2 id="amenities-heading" className="text-xl font-bold">
                Amenities
              </h2>
              <ul className="mt-2 grid gap-1 sm:grid-cols-2">
                {venue.amenities.map((amenity) => (
                  <li key={amenity}>✓ {amenityLabels[amenity]}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {venue.houseRules ? (
            <section aria-labelledby="rules-heading">
              <h2 id="rules-heading" className="text-xl font-bold">
                House rules
              </h2>
              <p className="mt-2 whitespace-pre-line">{venue.houseRules}</p>
            </section>
          ) : null}
          <section aria-labelledby="hours-heading">
            <h2 id="hours-heading" className="text-xl font-bold">
              Opening hours
            </h2>
            <p className="text-sm text-muted-foreground">Local time ({venue.timeZone})</p>
            {openDays.length === 0 ? (
              <p className="mt-2">No opening hours yet.</p>
            ) : (
              <dl className="mt-2 grid max-w-md grid-cols-[8rem_1fr] gap-y-1">
                {weekdays.map((day) => (
                  <div key={day} className="contents">
                    <dt className="font-medium">{weekdayLabels[day]}</dt>
                    <dd>
                      {venue.weeklyHours[day].length === 0 ? 'Closed' : venue.weeklyHours[day].map((window) => `${formatMinuteOfDay12h(window.open)}–${formatMinuteOfDay12h(window.close)}`).join(', ')}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
            {venue.bufferMinutes > 0 ? <p className="mt-2 text-sm text-muted-foreground">The venue keeps {venue.bufferMinutes} minutes free between bookings.</p> : null}
          </section>
          <AvailabilityCalendar
            listing={venue}
            bookings={venue.bookings ?? []}
            selected={date}
            {...(venue.status === 'published' && !venue.viewerIsOwner ? { onPick: pick } : {})}
            {...(now === undefined ? {} : { now })}
          />
          <section aria-labelledby="policy-heading">
            <h2 id="policy-heading" className="text-xl font-bold">
              Cancellation policy
            </h2>
            <p className="mt-2">{cancellationPolicyDescriptions[venue.cancellationPolicy]}</p>
            <p className="mt-1 text-sm text-muted-foreground">
              {venue.bookingMode === 'instant' ? 'Instant book: confirmed as soon as you book.' : 'Request to book: the owner answers within 24 hours.'}
            </p>
          </section>
          <VenueReviews venue={venue} />
        </div>
        <aside className="space-y-4">
          <BookingPanel venue={venue} initial={initial} date={date} onDateChange={setDate} fromRef={fromRef} {...(now === undefined ? {} : { now })} />
          {venue.owner ? (
            <div className="rounded-card border border-border bg-card p-5">
              <p className="text-sm text-muted-foreground">Listed by</p>
              <p className="font-semibold">{venue.owner.name}</p>
              {venue.viewerIsOwner ? null : (
                <ButtonLink to={messageLink} variant="outline" className="mt-3 w-full gap-2">
                  <MessageIcon className="h-4 w-4" />
                  Message the owner
                </ButtonLink>
              )}
            </div>
          ) : null}
          <p className="text-xs text-muted-foreground">The street address is shared once a booking is confirmed.</p>
        </aside>
      </div>
    </div>
  );
}
