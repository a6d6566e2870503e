import { describe, expect, it } from 'vitest';
import { formatInZone, isLocalDateTime, isValidTimeZone, utcToZonedLocal, zonedLocalToUtc } from './event-time.rules.ts';

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
});
