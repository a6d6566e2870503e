import { describe, expect, it } from 'vitest';
import { albumQuotaOf, checkAlbumRoom, checkCanAddGuests, checkCanCreateEvent, formatPlanPrice, guestLimitOf, PLANS } from './plans.rules.ts';

describe('plans', () => {
  it('states the prices', () => {
    expect(formatPlanPrice(PLANS.free)).toBe('Free');
    expect(formatPlanPrice(PLANS.single_event)).toBe('$19.00 once');
    expect(formatPlanPrice(PLANS.pro)).toBe('$9.00 / month');
    expect(PLANS.free).toMatchObject({ maxActiveEvents: 1, maxGuestsPerEvent: 30 });
  });

  it('limits Free to one active event with a clear message', () => {
    expect(checkCanCreateEvent({ plan: 'free' }, 0)).toEqual({ ok: true });
    expect(checkCanCreateEvent({ plan: 'free' }, 1)).toEqual({
      ok: false,
      code: 'event_limit',
      message: 'The Free plan includes 1 active event. Buy a Single event ($19.00 once) or upgrade to Pro ($9.00 / month) to create another.',
    });
    expect(checkCanCreateEvent({ plan: 'pro' }, 50)).toEqual({ ok: true });
  });

  it('limits guests per event; a Single event lifts the limit for that event', () => {
    expect(guestLimitOf({ plan: 'free' }, false)).toBe(30);
    expect(guestLimitOf({ plan: 'free' }, true)).toBe(200);
    expect(guestLimitOf({ plan: 'pro' }, true)).toBe(500);
    expect(checkCanAddGuests({ plan: 'free' }, false, 29)).toEqual({ ok: true });
    expect(checkCanAddGuests({ plan: 'free' }, false, 30)).toEqual({
      ok: false,
      code: 'guest_limit',
      message: 'The Free plan allows 30 guests per event; this event is full. Buy a Single event ($19.00 once) to raise it to 200.',
    });
    expect(checkCanAddGuests({ plan: 'free' }, false, 25, 10)).toMatchObject({ ok: false, message: expect.stringContaining('there is room for 5 more') });
    expect(checkCanAddGuests({ plan: 'free' }, true, 150, 50)).toEqual({ ok: true });
    expect(checkCanAddGuests({ plan: 'free' }, true, 200)).toMatchObject({ ok: false, message: 'The Single event plan allows 200 guests per event; this event is full.' });
    expect(checkCanAddGuests({ plan: 'pro' }, true, 500)).toMatchObject({ ok: false, message: 'The Pro plan allows 500 guests per event; this event is full.' });
  });
});

describe('album quotas', () => {
  const GB = 1024 ** 3;
  it('gives each plan its storage per event, the higher of the plan and a Single event', () => {
    expect(albumQuotaOf({ plan: 'free' }, false)).toBe(2 * GB);
    expect(albumQuotaOf({ plan: 'free' }, true)).toBe(20 * GB);
    expect(albumQuotaOf({ plan: 'pro' }, false)).toBe(100 * GB);
    expect(albumQuotaOf({ plan: 'pro' }, true)).toBe(100 * GB);
  });

  it('lets a file in while it fits and refuses the one that does not, saying how to get more', () => {
    expect(checkAlbumRoom({ plan: 'free' }, false, 2 * GB - 10, 10)).toEqual({ ok: true });
    expect(checkAlbumRoom({ plan: 'free' }, false, 2 * GB - 300 * 1024 ** 2, 400 * 1024 ** 2)).toEqual({
      ok: false,
      code: 'album_quota',
      message:
        'This album is full: the Free plan keeps 2 GB of photos and videos per event, and this file needs more than the 300 MB left. The host can raise it to 20 GB with a Single event or 100 GB with Pro.',
    });
    expect(checkAlbumRoom({ plan: 'pro' }, false, 100 * GB, 1)).toMatchObject({ ok: false, message: 'This album is full: the Pro plan keeps 100 GB of photos and videos per event.' });
    expect(checkAlbumRoom({ plan: 'free' }, true, 20 * GB, 1)).toMatchObject({ message: expect.stringContaining('the Single event plan keeps 20 GB') });
  });
});
