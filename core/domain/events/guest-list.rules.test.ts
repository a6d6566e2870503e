import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rsvpStatuses } from './guest.schema.ts';
import { decodeListCursor, encodeListCursor, guestListStatusFilter, guestListStatusValues } from './guest-list.rules.ts';
import { guestListStatus } from './rsvp.rules.ts';

describe('list cursors', () => {
  it('round-trips a position, including rowids past 2^31 and same-millisecond guests', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (createdAt, rowId) => {
        expect(decodeListCursor(encodeListCursor({ createdAt, rowId }))).toEqual({ createdAt, rowId });
      }),
    );
  });

  it.each(['', '1', '1.2', '2.1.2', '1.-1.2', '1.1.2.3', '1.1e3.2', ' 1.1.2', '1.1.2 ', '1.9999999999999999.1', 'MS4xLjI', '1.0x10.2'])('refuses %j', (cursor) => {
    expect(decodeListCursor(cursor)).toBeNull();
  });
});

describe('guestListStatusFilter', () => {
  it('selects exactly the guests guestListStatus gives that status, before and after the deadline', () => {
    const event = { rsvpDeadline: 1_000, startsAt: 5_000 };
    fc.assert(
      fc.property(
        fc.constantFrom(...rsvpStatuses),
        fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: null }),
        fc.constantFrom(...guestListStatusValues),
        fc.integer({ min: 0, max: 10_000 }),
        fc.boolean(),
        (rsvpStatus, invitedAt, status, now, withDeadline) => {
          const party = withDeadline ? event : { ...event, rsvpDeadline: null };
          const filter = guestListStatusFilter(status, party, now);
          const matches = filter !== null && filter.rsvpStatus === rsvpStatus && (filter.invited === undefined || filter.invited === (invitedAt !== null));
          expect(matches).toBe(guestListStatus({ rsvpStatus, invitedAt }, party, now) === status);
        },
      ),
    );
  });
});
