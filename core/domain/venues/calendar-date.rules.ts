/**
 * Calendar dates ("YYYY-MM-DD") and minutes of the day, as a venue's owner and guests speak them:
 * wall-clock values in the venue's own time zone. Date arithmetic runs on UTC midnights, which
 * have no daylight-saving jumps, so "the next day" and "which weekday" never depend on a zone.
 * Turning a wall-clock value into an instant is left to event-time.rules.ts (`zonedLocalToUtc`).
 */

export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;
export const MINUTES_PER_DAY = 1440;

/** Weekday keys in JavaScript's order (getUTCDay: 0 = Sunday). */
export const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof weekdays)[number];
export const weekdayLabels: Record<Weekday, string> = {
  sunday: 'Sunday',
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
};

/** True for a real calendar date in the "YYYY-MM-DD" form (no 30 February), years 2000–2999. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < 2000 || year > 2999) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function utcMidnight(date: IsoDate): number {
  if (!isIsoDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

function fromUtcMidnight(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10);
}

export function weekdayOf(date: IsoDate): Weekday {
  return weekdays[new Date(utcMidnight(date)).getUTCDay()] as Weekday;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtcMidnight(utcMidnight(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** Every date of a month (month 1–12), in order. */
export function datesOfMonth(year: number, month: number): IsoDate[] {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Not a month: ${year}-${month}`);
  }
  const first = Date.UTC(year, month - 1, 1);
  const count = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length: count }, (_, index) => fromUtcMidnight(first + index * DAY_MS));
}

/** "09:00" for 540; 1440 reads "24:00" (the end of the day). */
export function formatMinuteOfDay(minute: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}

/** "9:00 AM" for 540, "12:00 AM" for 0 and 1440 (midnight), as the venue page shows hours. */
export function formatMinuteOfDay12h(minute: number): string {
  const hour24 = Math.floor(minute / 60) % 24;
  const suffix = hour24 < 12 ? 'AM' : 'PM';
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${hour12}:${String(minute % 60).padStart(2, '0')} ${suffix}`;
}
