import { addDays, daysBetween } from '#core/domain/venues/calendar-date.rules.ts';

/** How many days of availability the rental picker shows at least: two weeks to choose from. */
export const AVAILABILITY_DAYS = 14;
/** The API's cap on one availability read. */
const MAX_READ_DAYS = 62;

export interface DayFree {
  date: string;
  free: number;
}

/**
 * The stretch of days the picker reads and shows: from today for two weeks, stretched to cover a
 * chosen rental inside or just past them; a rental chosen further ahead is shown from its first day.
 */
export function availabilityWindow(today: string, start: string, days: number): { from: string; span: number } {
  if (!start || start < today) return { from: today, span: AVAILABILITY_DAYS };
  const offset = daysBetween(today, start);
  if (offset + days <= MAX_READ_DAYS && offset < AVAILABILITY_DAYS) return { from: today, span: Math.max(AVAILABILITY_DAYS, offset + days) };
  return { from: start, span: Math.max(AVAILABILITY_DAYS, days) };
}

/** The days a rental from `start` for `days` days covers, as read; undefined until every one is in. */
export function chosenDays(read: DayFree[] | undefined, start: string, days: number): DayFree[] | undefined {
  if (!read || !start) return undefined;
  const end = addDays(start, days);
  const covered = read.filter((day) => day.date >= start && day.date < end);
  return covered.length === days ? covered : undefined;
}

/** The most units free on every day asked for: what one can rent for the whole stretch. */
export function freeForEveryDay(days: DayFree[] | undefined): number | null {
  if (!days || days.length === 0) return null;
  return Math.min(...days.map((day) => day.free));
}
