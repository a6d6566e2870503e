import { describe, expect, it } from 'vitest';
import { canTransitionListing, checkListingTransition, listingStatuses, publishProblems, type PublishableListing } from './listing.rules.ts';
import { closedWeek } from './listing.schema.ts';

const ready: PublishableListing = {
  title: 'Garden room',
  venueType: 'garden',
  city: 'Leeds',
  maxGuests: 30,
  pricePerHourCents: 4_000,
  priceOnRequest: false,
  photoIds: ['p1'],
  weeklyHours: { ...closedWeek(), saturday: [{ open: 600, close: 1080 }] },
  minimumHours: 3,
};

describe('publishing a listing', () => {
  it('needs nothing more when complete', () => {
    expect(publishProblems(ready)).toEqual([]);
    expect(publishProblems({ ...ready, pricePerHourCents: null, priceOnRequest: true })).toEqual([]);
  });

  it('lists every missing item in words', () => {
    expect(
      publishProblems({ title: '  ', venueType: null, city: '', maxGuests: null, pricePerHourCents: null, priceOnRequest: false, photoIds: [], weeklyHours: closedWeek(), minimumHours: 1 }),
    ).toEqual([
      'Add a title',
      'Choose the type of venue',
      'Add the city',
      'Say how many guests fit',
      'Set a price per hour, or choose "price on request"',
      'Add at least one photo',
      'Set opening hours for at least one day',
    ]);
  });

  it('needs one opening window as long as the minimum booking', () => {
    expect(publishProblems({ ...ready, minimumHours: 9 })).toEqual(['Open for at least 9 hours in one stretch on some day (the minimum booking), or lower the minimum']);
  });
});

describe('listing status transitions', () => {
  it('allows draft → published ↔ paused and nothing else', () => {
    const allowed = listingStatuses.flatMap((from) => listingStatuses.filter((to) => canTransitionListing(from, to)).map((to) => `${from}→${to}`));
    expect(allowed).toEqual(['draft→published', 'published→paused', 'paused→published']);
  });

  it('checks the listing whenever it is published, also from paused', () => {
    expect(checkListingTransition({ ...ready, status: 'draft' }, 'published')).toEqual({ ok: true, status: 'published' });
    expect(checkListingTransition({ ...ready, status: 'paused', photoIds: [] }, 'published')).toEqual({
      ok: false,
      message: 'The listing is not ready to publish yet',
      missing: ['Add at least one photo'],
    });
    expect(checkListingTransition({ ...ready, status: 'published', photoIds: [] }, 'paused')).toEqual({ ok: true, status: 'paused' });
  });

  it('refuses the rest with a message', () => {
    expect(checkListingTransition({ ...ready, status: 'draft' }, 'paused')).toEqual({ ok: false, message: 'A draft listing cannot become paused', missing: [] });
    expect(checkListingTransition({ ...ready, status: 'published' }, 'draft')).toEqual({ ok: false, message: 'A published listing cannot become draft', missing: [] });
    expect(checkListingTransition({ ...ready, status: 'published' }, 'published')).toEqual({ ok: false, message: 'The listing is already published', missing: [] });
  });
});
