import { describe, expect, it } from 'vitest';
import { addDays, datesOfMonth, daysBetween, formatMinuteOfDay, formatMinuteOfDay12h, isIsoDate, weekdayOf } from './calendar-date.rules.ts';

describe('calendar dates', () => {
  it('accepts real dates only', () => {
    expect(isIsoDate('2026-12-05')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    for (const value of ['2026-02-29', '2026-13-01', '2026-1-5', '2026-12-05T10:00', '1999-12-31', '', '2026-04-31']) {
      expect(isIsoDate(value), value).toBe(false);
    }
  });

  it('does date arithmetic without a time zone', () => {
    expect(weekdayOf('2026-03-08')).toBe('sunday');
    expect(weekdayOf('2026-12-05')).toBe('saturday');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
    expect(daysBetween('2026-03-31', '2026-03-01')).toBe(-30);
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('lists the days of a month', () => {
    expect(datesOfMonth(2028, 2)).toHaveLength(29);
    expect(datesOfMonth(2026, 2)).toHaveLength(28);
    expect(datesOfMonth(2026, 12).at(-1)).toBe('2026-12-31');
    expect(() => datesOfMonth(2026, 13)).toThrow(RangeError);
  });

  it('formats minutes of the day', () => {
    expect(formatMinuteOfDay(540)).toBe('09:00');
    expect(formatMinuteOfDay(1440)).toBe('24:00');
    expect(formatMinuteOfDay12h(0)).toBe('12:00 AM');
    expect(formatMinuteOfDay12h(720)).toBe('12:00 PM');
    expect(formatMinuteOfDay12h(1335)).toBe('10:15 PM');
    expect(formatMinuteOfDay12h(1440)).toBe('12:00 AM');
  });
});
