import type { Context } from 'hono';
import { checkListingTransition, publishProblems, type ListingStatus, type PublishableListing } from '#core/domain/venues/listing.rules.ts';
import { closedWeek, createListingInputSchema, type ListingFields, type UpdateListingInput } from '#core/domain/venues/listing.schema.ts';
import type { VenueType } from '#core/domain/venues/venue.schema.ts';
import type { AppBindings, SessionUser } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import { parseInput } from '../../middleware/request-body.ts';
import { requireUser } from '../../middleware/session.ts';
import { randomId } from '../../services/tokens.ts';
import { photoUrlsOwnedBy } from './listing-photos.service.ts';
import { listingsRepo, type NewVenueRow, type VenueRow } from './listings.repo.ts';

type Ctx = Context<AppBindings>;

/** A member may keep this many listings (drafts included): plenty for a venue business, a stop for scripts. */
export const MAX_LISTINGS_PER_OWNER = 50;

/** The stored row as core's ListingFields ('' and 0 stand for "not set yet" in the NOT NULL columns). */
export function listingFieldsOf(row: VenueRow): ListingFields {
  return {
    title: row.title,
    venueType: row.venueType === '' ? null : (row.venueType as VenueType),
    description: row.description ?? '',
    city: row.city,
    state: row.state,
    streetAddress: row.streetAddress,
    maxGuests: row.maxGuests === 0 ? null : row.maxGuests,
    pricePerHourCents: row.pricePerHour,
    priceOnRequest: row.priceOnRequest,
    minimumHours: row.minimumHours,
    cleaningFeeCents: row.cleaningFeeCents,
    amenities: row.amenities,
    houseRules: row.houseRules,
    photoIds: row.photoIds,
    bookingMode: row.bookingMode,
    cancellationPolicy: row.cancellationPolicy,
    weeklyHours: { ...closedWeek(), ...row.weeklyHours },
    blockedDates: row.blockedDates,
    bufferMinutes: row.bufferMinutes,
    timeZone: row.timeZone,
  };
}

function columnsOf(fields: ListingFields): Omit<NewVenueRow, 'id' | 'createdAt' | 'updatedAt' | 'status' | 'ownerId'> {
  return {
    title: fields.title,
    venueType: fields.venueType ?? '',
    description: fields.description,
    city: fields.city,
    state: fields.state,
    streetAddress: fields.streetAddress,
    maxGuests: fields.maxGuests ?? 0,
    pricePerHour: fields.pricePerHourCents,
    priceOnRequest: fields.priceOnRequest,
    minimumHours: fields.minimumHours,
    cleaningFeeCents: fields.cleaningFeeCents,
    amenities: fields.amenities,
    houseRules: fields.houseRules,
    photoIds: fields.photoIds,
    bookingMode: fields.bookingMode,
    cancellationPolicy: fields.cancellationPolicy,
    weeklyHours: fields.weeklyHours,
    blockedDates: fields.blockedDates,
    bufferMinutes: fields.bufferMinutes,
    timeZone: fields.timeZone,
  };
}

/**
 * What publishing reads. Listings from before uploads (the demo venues) carry photo URLs without
 * upload ids; those count as their photos until the owner uploads some.
 */
export function publishableOf(row: VenueRow): PublishableListing {
  const fields = listingFieldsOf(row);
  return { ...fields, photoIds: fields.photoIds.length > 0 ? fields.photoIds : row.imageUrls };
}

/** The owner's view: every field (the street address too), the photos and what publishing still needs. */
export function ownerListingView(row: VenueRow) {
  const fields = listingFieldsOf(row);
  return {
    id: row.id,
    status: row.status,
    ...fields,
    photos: photosOf(row),
    averageRating: row.averageRating,
    missing: publishProblems(publishableOf(row)),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt || row.createdAt).toISOString(),
  };
}
export type OwnerListingView = ReturnType<typeof ownerListingView>;

/** The photos in order: uploaded ones with their id, older ones (demo venues) by URL only. */
export function photosOf(row: VenueRow): { id: string | null; url: string }[] {
  if (row.photoIds.length === 0) return row.imageUrls.map((url) => ({ id: null, url }));
  return row.photoIds.map((id, index) => ({ id, url: row.imageUrls[index] ?? '' }));
}

const NOT_FOUND = 'There is no venue listing here, or it is not yours to edit.';

/** The member's own listing, or a 404 for anyone else (a 401 when signed out). */
export async function loadOwnListing(c: Ctx, id: string): Promise<{ user: SessionUser; row: VenueRow }> {
  const user = requireUser(c);
  const row = id.length <= 100 ? await listingsRepo.find(c.get('deps').db, id) : null;
  if (!row || row.ownerId !== user.id) throw new ApiError(404, NOT_FOUND);
  return { user, row };
}

export async function createListing(c: Ctx, user: SessionUser, input: ListingFields): Promise<VenueRow> {
  const { db, clock } = c.get('deps');
  const existing = await listingsRepo.listByOwner(db, user.id);
  if (existing.length >= MAX_LISTINGS_PER_OWNER) {
    throw new ApiError(409, `You already have ${MAX_LISTINGS_PER_OWNER} listings. Finish or reuse one of your drafts before starting another.`);
  }
  const imageUrls = await photoUrlsOwnedBy(db, user.id, input.photoIds);
  const now = clock.now();
  const row: NewVenueRow = { id: randomId(), ownerId: user.id, status: 'draft', ...columnsOf(input), imageUrls, isDemo: false, createdAt: now, updatedAt: now };
  await listingsRepo.insert(db, row);
  return (await listingsRepo.find(db, row.id))!;
}

/**
 * Applies the fields the owner sent to the stored listing and checks the whole again (the price
 * rule reads two fields). A published listing must stay publishable: the edit is refused with what
 * it would take away, and nothing is saved.
 */
export async function updateListing(c: Ctx, user: SessionUser, row: VenueRow, patch: UpdateListingInput): Promise<VenueRow> {
  const { db, clock } = c.get('deps');
  const merged = parseInput(createListingInputSchema, { ...listingFieldsOf(row), ...patch });
  const photosChanged = patch.photoIds !== undefined;
  const imageUrls = photosChanged ? (merged.photoIds.length > 0 || row.photoIds.length > 0 ? await photoUrlsOwnedBy(db, user.id, merged.photoIds) : row.imageUrls) : row.imageUrls;
  const next: VenueRow = { ...row, ...columnsOf(merged), imageUrls };
  if (row.status === 'published') {
    const problems = publishProblems(publishableOf(next));
    if (problems.length > 0) {
      throw new ApiError(
        400,
        `A published listing must keep what publishing needs: ${problems.join('; ')}. Pause the listing first if you want to change this.`,
        { _: problems.join('; ') },
        undefined,
        'listing_incomplete',
      );
    }
  }
  return (await listingsRepo.update(db, row.id, { ...columnsOf(merged), imageUrls, updatedAt: clock.now() }))!;
}

/** Publish or pause (core's checkListingTransition): a not-ready listing answers what is missing. */
export async function moveListing(c: Ctx, row: VenueRow, to: ListingStatus): Promise<VenueRow> {
  const result = checkListingTransition({ ...publishableOf(row), status: row.status }, to);
  if (!result.ok) {
    if (result.missing.length > 0) {
      throw new ApiError(400, `${result.message}: ${result.missing.join('; ')}.`, { _: result.missing.join('; ') }, undefined, 'listing_incomplete');
    }
    throw new ApiError(409, `${result.message}.`);
  }
  return (await listingsRepo.update(c.get('deps').db, row.id, { status: result.status, updatedAt: c.get('deps').clock.now() }))!;
}
