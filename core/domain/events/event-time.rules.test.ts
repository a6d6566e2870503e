import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatEventWhen, formatInZone, isLocalDateTime, isValidTimeZone, partyAndViewerTime, utcToZonedLocal, zonedLocalToUtc } from './event-time.rules.ts';

describe('event time rules', () => {
  it('knows real IANA zones', () => {
    expect(isValidTimeZone('America/Los_Angeles')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });

  it('accepts only real local dates', () => {
    expect(isLocalDateTime('2026-12-05T14:00')).toBe(true);
    expect(isLocalDateTime('2026-02-30T14:00')).toBe(false);
    expect(isLocalDateTime('2026-12-05 14:00')).toBe(false);
    expect(isLocalDateTime('2026-12-05T24:00')).toBe(false);
  });

  it('converts wall-clock time in a zone to UTC and back', () => {
    const utc = zonedLocalToUtc('2026-12-05T14:00', 'America/Los_Angeles');
    expect(new Date(utc).toISOString()).toBe('2026-12-05T22:00:00.000Z');
    expect(utcToZonedLocal(utc, 'America/Los_Angeles')).toBe('2026-12-05T14:00');
    expect(new Date(zonedLocalToUtc('2026-07-01T09:30', 'Europe/Berlin')).toISOString()).toBe('2026-07-01T07:30:00.000Z');
    expect(new Date(zonedLocalToUtc('2026-07-01T09:30', 'Asia/Kolkata')).toISOString()).toBe('2026-07-01T04:00:00.000Z');
  });

  it('handles daylight-saving gaps and overlaps', () => {
    // 2026-03-08 02:30 does not exist in Los Angeles: it lands after the jump.
    expect(new Date(zonedLocalToUtc('2026-03-08T02:30', 'America/Los_Angeles')).toISOString()).toBe('2026-03-08T10:30:00.000Z');
    // 2026-11-01 01:30 happens twice: the first (daylight) one is taken.
    expect(new Date(zonedLocalToUtc('2026-11-01T01:30', 'America/Los_Angeles')).toISOString()).toBe('2026-11-01T08:30:00.000Z');
  });

  it('formats with the zone name', () => {
    expect(formatInZone(Date.UTC(2026, 11, 5, 22, 0), 'America/Los_Angeles')).toBe('Sat, Dec 5, 2026, 2:00 PM PST');
  });

  it('keeps one formatter per zone and locale: each answer is its own zone’s and locale’s, and a bad zone still throws', () => {
    const at = Date.UTC(2026, 11, 5, 22, 0);
    expect(formatInZone(at, 'America/Los_Angeles')).toBe('Sat, Dec 5, 2026, 2:00 PM PST');
    expect(formatInZone(at, 'Asia/Tokyo')).toBe('Sun, Dec 6, 2026, 7:00 AM GMT+9');
    expect(formatInZone(at, 'America/Los_Angeles', 'en-GB')).toBe('Sat, 5 Dec 2026, 14:00 GMT-8');
    expect(formatInZone(at + 3_600_000, 'America/Los_Angeles')).toBe('Sat, Dec 5, 2026, 3:00 PM PST');
    expect(() => formatInZone(at, 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => formatInZone(at, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });

  it('tells every instant’s wall clock as Intl does, across offset changes, odd offsets and old local mean times (offsets are kept per quarter hour)', () => {
    const intlWallClock = (utcMs: number, timeZone: string) => {
      const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).formatToParts(
        new Date(utcMs),
      );
      const get = (type: string) => parts.find((part) => part.type === type)!.value;
      return `${Number(get('year'))}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
    };
    const around = (iso: string) => Date.parse(iso);
    const cases: [string, number][] = [
      ['America/Los_Angeles', around('2026-03-08T10:00:00Z')], // spring forward
      ['America/Los_Angeles', around('2026-11-01T09:00:00Z')], // fall back
      ['Australia/Lord_Howe', around('2026-04-04T15:00:00Z')], // a half-hour change
      ['Asia/Kathmandu', around('1986-01-01T00:00:00Z')], // +5:30 to +5:45
      ['Pacific/Chatham', around('2026-04-04T14:00:00Z')], // +13:45 to +12:45
      ['America/St_Johns', around('2026-11-01T04:30:00Z')], // -2:30 to -3:30
      ['Africa/Monrovia', around('1972-01-07T00:44:30Z')], // -0:44:30 to UTC
      ['Europe/Amsterdam', around('1937-07-01T00:00:00Z')], // +1:19:32 to +1:20
      ['Pacific/Apia', around('2011-12-30T10:00:00Z')], // a whole day skipped
    ];
    for (const [timeZone, change] of cases) {
      // Every 97 seconds for three hours either side of the change, in a different order than time runs.
      for (let step = -111; step <= 111; step += 1) {
        const at = change + ((step * 37) % 112) * 97_000 + (step % 7) * 1000;
        expect(utcToZonedLocal(at, timeZone), `${timeZone} at ${new Date(at).toISOString()}`).toBe(intlWallClock(at, timeZone));
      }
    }
    // And wall clock to UTC across a change, against the instant Intl gives back.
    for (let minute = 0; minute < 24 * 60; minute += 15) {
      const local = `2026-03-08T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      const utc = zonedLocalToUtc(local, 'America/Chicago');
      // A local time in the skipped hour moves forward by the hour; every other one comes back as it went.
      expect(intlWallClock(utc, 'America/Chicago')).toBe(minute >= 120 && minute < 180 ? local.replace('T02', 'T03') : local);
    }
  });

  it('shows a party in its own zone, naming it, with the viewer’s time beside it only when it differs', () => {
    // 2:00 PM in Chicago on 5 December 2026 is 20:00 UTC.
    const at = Date.UTC(2026, 11, 5, 20, 0);
    expect(partyAndViewerTime(at, 'America/Chicago', 'Asia/Tokyo')).toEqual({ party: 'Sat, Dec 5, 2026, 2:00 PM CST', viewer: 'Sun, Dec 6, 2026, 5:00 AM GMT+9' });
    expect(partyAndViewerTime(at, 'America/Chicago', 'America/Chicago')).toEqual({ party: 'Sat, Dec 5, 2026, 2:00 PM CST', viewer: null });
    // Another zone that reads the same clock and name adds nothing.
    expect(partyAndViewerTime(at, 'America/Chicago', 'America/Winnipeg').viewer).toBeNull();
    expect(partyAndViewerTime(at, 'America/Chicago', 'Mars/Olympus_Mons')).toEqual({ party: 'Sat, Dec 5, 2026, 2:00 PM CST', viewer: null });
  });
});

describe('a party’s dates, said once', () => {
  const zone = 'America/Chicago';
  const now = zonedLocalToUtc('2026-11-29T09:00', zone);

  it('gives a same-day party one date and one time range', () => {
    expect(formatEventWhen(zonedLocalToUtc('2026-12-19T14:00', zone), zonedLocalToUtc('2026-12-19T17:00', zone), zone, now)).toBe('Sat, Dec 19 · 2:00–5:00 PM CST');
    expect(formatEventWhen(zonedLocalToUtc('2026-12-19T10:30', zone), zonedLocalToUtc('2026-12-19T13:00', zone), zone, now)).toBe('Sat, Dec 19 · 10:30 AM–1:00 PM CST');
  });

  it('names both days of a party past midnight, and the year when it is not this one', () => {
    expect(formatEventWhen(zonedLocalToUtc('2026-12-19T20:00', zone), zonedLocalToUtc('2026-12-20T01:00', zone), zone, now)).toBe('Sat, Dec 19, 8:00 PM – Sun, Dec 20, 1:00 AM CST');
    expect(formatEventWhen(zonedLocalToUtc('2027-01-09T14:00', zone), zonedLocalToUtc('2027-01-09T16:00', zone), zone, now)).toBe('Sat, Jan 9, 2027 · 2:00–4:00 PM CST');
  });

  it('reads the day in the party’s zone, not the viewer’s', () => {
    // 11 PM in Chicago is already the next day in UTC.
    expect(formatEventWhen(zonedLocalToUtc('2026-12-19T21:00', zone), zonedLocalToUtc('2026-12-19T23:00', zone), zone, now)).toBe('Sat, Dec 19 · 9:00–11:00 PM CST');
  });

  it('formats a calendar date without moving it to another day', () => {
    expect(formatCalendarDate('2026-12-19')).toBe('Sat, Dec 19, 2026');
    expect(formatCalendarDate('not a date')).toBe('not a date');
  });
});
