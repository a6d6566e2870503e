import { describe, expect, it } from 'vitest';
import { checkCanAddGuests, checkCanCreateEvent, formatPlanPrice, guestLimitOf, PLANS } from './plans.rules.ts';

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
