/**
 * Wall-clock times in an event's own time zone. Events store instants as UTC milliseconds plus the
 * IANA zone they were planned in; forms speak local "YYYY-MM-DDTHH:mm". Pure: only Intl.
 */
const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

// Building an Intl.DateTimeFormat costs far more than formatting with one (0.3–0.5 ms in
// Chromium against microseconds), a month calendar converts hundreds of times and the event page
// formats its times on every render: one formatter per zone (and locale), kept for the life of
// the process. Zone names are case-insensitive to Intl, so spellings are unbounded: each map is capped.
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();
const readableFormats = new Map<string, Intl.DateTimeFormat>();
const KEPT_FORMATS_MAX = 1000;

function keptFormat(kept: Map<string, Intl.DateTimeFormat>, key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = kept.get(key);
  if (!format) {
    format = make();
    if (kept.size >= KEPT_FORMATS_MAX) kept.clear();
    kept.set(key, format);
  }
  return format;
}

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  return keptFormat(
    wallClockFormats,
    timeZone,
    () => new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }),
  );
}

function wallClockParts(utcMs: number, timeZone: string) {
  const parts = wallClockFormat(timeZone).formatToParts(new Date(utcMs));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** The zone's offset from UTC at an instant, in milliseconds (positive east of Greenwich), asked of Intl. */
function exactOffsetAt(utcMs: number, timeZone: string): number {
  const p = wallClockParts(utcMs, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(utcMs / 1000) * 1000;
}

// Asking Intl for a wall clock (formatToParts) takes microseconds, and a booking quote converts
// about ten times: two fifths of the quote's time under load (decision 053). A zone's offset is
// kept per quarter hour of UTC, where its changes fall, and trusted only between two quarter hours
// that agree; each map is capped like the formats above.
const QUARTER_HOUR_MS = 900_000;
const quarterHourOffsets = new Map<string, number>();
const KEPT_OFFSETS_MAX = 10_000;

function offsetAtQuarterHour(quarter: number, timeZone: string): number {
  const key = `${timeZone}\n${quarter}`;
  let offset = quarterHourOffsets.get(key);
  if (offset === undefined) {
    offset = exactOffsetAt(quarter * QUARTER_HOUR_MS, timeZone);
    if (quarterHourOffsets.size >= KEPT_OFFSETS_MAX) quarterHourOffsets.clear();
    quarterHourOffsets.set(key, offset);
  }
  return offset;
}

/**
 * The zone's offset from UTC at an instant. No zone changes its offset twice within a quarter
 * hour, so the same offset at both ends of one holds throughout it; otherwise (the quarter hour of
 * a change, or an old local-mean-time change at odd seconds) Intl is asked for the instant itself.
 */
function offsetAt(utcMs: number, timeZone: string): number {
  const quarter = Math.floor(utcMs / QUARTER_HOUR_MS);
  const offset = offsetAtQuarterHour(quarter, timeZone);
  return offset === offsetAtQuarterHour(quarter + 1, timeZone) ? offset : exactOffsetAt(utcMs, timeZone);
}

/** True for a real calendar date and time in the "YYYY-MM-DDTHH:mm" form (no 30 February). */
export function isLocalDateTime(value: string): boolean {
  const match = LOCAL_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && date.getUTCHours() === hour && date.getUTCMinutes() === minute;
}

/**
 * The UTC instant of a wall-clock time in a zone. A time skipped by a daylight-saving jump maps to
 * the instant just after the jump; a repeated time maps to its first occurrence.
 */
export function zonedLocalToUtc(local: string, timeZone: string): number {
  const match = LOCAL_PATTERN.exec(local);
  if (!match || !isLocalDateTime(local)) throw new RangeError(`Not a local date and time: ${local}`);
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const naive = Date.UTC(year, month - 1, day, hour, minute);
  const offsetBefore = offsetAt(naive - 86_400_000, timeZone);
  const offsetAfter = offsetAt(naive + 86_400_000, timeZone);
  // One offset on both sides: no change near this time, so it has exactly one instant.
  if (offsetBefore === offsetAfter) return naive - offsetBefore;
  const fitting = [naive - offsetBefore, naive - offsetAfter].filter((utc) => utcToZonedLocal(utc, timeZone) === local);
  if (fitting.length > 0) return Math.min(...fitting);
  // In a gap, the offset from before the jump moves the time forward by the jump's length.
  return naive - offsetBefore;
}

/** The wall-clock "YYYY-MM-DDTHH:mm" of an instant in a zone. */
export function utcToZonedLocal(utcMs: number, timeZone: string): string {
  // The wall clock is the instant (to the second, as Intl tells it) moved by the zone's offset.
  const wall = new Date(Math.floor(utcMs / 1000) * 1000 + offsetAt(utcMs, timeZone));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/** A readable date and time in a zone, with the zone's short name ("Sat, Dec 5, 2026, 2:00 PM PST"). */
export function formatInZone(utcMs: number, timeZone: string, locale = 'en-US'): string {
  const format = keptFormat(
    readableFormats,
    `${locale}\n${timeZone}`,
    () => new Intl.DateTimeFormat(locale, { timeZone, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }),
  );
  return format.format(new Date(utcMs));
}

const partFormats = new Map<string, Intl.DateTimeFormat>();

interface ZonedParts {
  day: string;
  year: string;
  time: string;
  period: string;
  zone: string;
}

function zonedParts(utcMs: number, timeZone: string, locale: string): ZonedParts {
  const format = keptFormat(
    partFormats,
    `${locale}\n${timeZone}`,
    () => new Intl.DateTimeFormat(locale, { timeZone, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }),
  );
  const parts = Object.fromEntries(format.formatToParts(new Date(utcMs)).map((part) => [part.type, part.value])) as Partial<Record<Intl.DateTimeFormatPartTypes, string>>;
  return {
    day: `${parts.weekday}, ${parts.month} ${parts.day}`,
    year: parts.year ?? '',
    time: `${parts.hour}:${parts.minute}`,
    period: parts.dayPeriod ?? '',
    zone: parts.timeZoneName ?? '',
  };
}

/**
 * When a party runs, said once: "Sat, Dec 19 · 2:00–5:00 PM CST" for a same-day party,
 * "Sat, Dec 19, 8:00 PM – Sun, Dec 20, 1:00 AM CST" across midnight. The year shows only when it
 * is not the year of `now` in the party's zone (a party is rarely planned a year ahead).
 */
export function formatEventWhen(startsMs: number, endsMs: number, timeZone: string, now = Date.now(), locale = 'en-US'): string {
  const start = zonedParts(startsMs, timeZone, locale);
  const end = zonedParts(endsMs, timeZone, locale);
  const thisYear = zonedParts(now, timeZone, locale).year;
  const day = (parts: ZonedParts) => (parts.year === thisYear ? parts.day : `${parts.day}, ${parts.year}`);
  if (start.day === end.day && start.year === end.year) {
    const from = start.period === end.period ? start.time : `${start.time} ${start.period}`;
    return `${day(start)} · ${from}–${end.time} ${end.period} ${end.zone}`;
  }
  return `${day(start)}, ${start.time} ${start.period} – ${day(end)}, ${end.time} ${end.period} ${end.zone}`;
}

/** A calendar date ("2026-12-19", already the party's or the venue's own local date) as "Sat, Dec 19, 2026". */
export function formatCalendarDate(isoDate: string, locale = 'en-US'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  // Noon UTC formatted in UTC names the same calendar day whatever the viewer's own zone.
  const at = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12);
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(at);
}

/**
 * A party's time as its pages show it: in the party's own zone, naming the zone, and the viewer's
 * own time beside it when their clock reads differently (a grandparent abroad sees both). Every
 * screen that shows a party's time goes through this, so none of them falls back to the browser's zone.
 */
export function partyAndViewerTime(utcMs: number, partyZone: string, viewerZone: string, locale = 'en-US'): { party: string; viewer: string | null } {
  const party = formatInZone(utcMs, partyZone, locale);
  let viewer: string | null = null;
  try {
    const local = formatInZone(utcMs, viewerZone, locale);
    viewer = local === party ? null : local;
  } catch {
    // A zone this browser cannot name: the party's own time is the one that matters.
    viewer = null;
  }
  return { party, viewer };
}
