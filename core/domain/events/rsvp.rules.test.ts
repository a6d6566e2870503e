import { describe, expect, it } from 'vitest';
import { guestListStatus, guestsToPromote, placeRsvp, rsvpOpen, seatsTaken } from './rsvp.rules.ts';

describe('placeRsvp', () => {
  it('keeps maybe and declined as they are and seats going guests while there is room', () => {
    expect(placeRsvp({ response: 'maybe', partySize: 3, capacity: 1, seatsTakenByOthers: 1 })).toBe('maybe');
    expect(placeRsvp({ response: 'going', partySize: 2, capacity: null, seatsTakenByOthers: 999 })).toBe('going');
    expect(placeRsvp({ response: 'going', partySize: 2, capacity: 10, seatsTakenByOthers: 8 })).toBe('going');
    expect(placeRsvp({ response: 'going', partySize: 3, capacity: 10, seatsTakenByOthers: 8 })).toBe('waitlisted');
  });

  it('counts seats of going guests only', () => {
    expect(
      seatsTaken([
        { rsvpStatus: 'going', partySize: 2 },
        { rsvpStatus: 'waitlisted', partySize: 4 },
        { rsvpStatus: 'maybe', partySize: 1 },
        { rsvpStatus: 'going', partySize: 1 },
      ]),
    ).toBe(3);
  });
});

describe('guestsToPromote', () => {
  it('offers freed seats first come, first served, skipping parties that do not fit', () => {
    const waitlisted = [
      { id: 'c', partySize: 1, waitlistedAt: 30 },
      { id: 'a', partySize: 3, waitlistedAt: 10 },
      { id: 'b', partySize: 1, waitlistedAt: 20 },
    ];
    expect(guestsToPromote(waitlisted, 2).map((guest) => guest.id)).toEqual(['b', 'c']);
    expect(guestsToPromote(waitlisted, 3).map((guest) => guest.id)).toEqual(['a']);
    expect(guestsToPromote(waitlisted, 0)).toEqual([]);
  });
});

describe('guestListStatus', () => {
  const event = { rsvpDeadline: 1000, startsAt: 2000 };
  it('tells apart not invited, invited and no reply', () => {
    expect(guestListStatus({ rsvpStatus: 'pending', invitedAt: null }, event, 500)).toBe('not_invited');
    expect(guestListStatus({ rsvpStatus: 'pending', invitedAt: 100 }, event, 500)).toBe('invited');
    expect(guestListStatus({ rsvpStatus: 'pending', invitedAt: 100 }, event, 1500)).toBe('no_reply');
    expect(guestListStatus({ rsvpStatus: 'pending', invitedAt: 100 }, { rsvpDeadline: null, startsAt: 2000 }, 1500)).toBe('invited');
    expect(guestListStatus({ rsvpStatus: 'waitlisted', invitedAt: 100 }, event, 1500)).toBe('waitlisted');
  });

  it('closes answers after the deadline or when cancelled', () => {
    expect(rsvpOpen({ ...event, status: 'active' }, 1000)).toBe(true);
    expect(rsvpOpen({ ...event, status: 'active' }, 1001)).toBe(false);
    expect(rsvpOpen({ ...event, status: 'cancelled' }, 10)).toBe(false);
  });
});
