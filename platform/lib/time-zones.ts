import { isValidTimeZone } from '#core/domain/events/event-time.rules.ts';

/** The browser's own zone, a new event's or listing's default; "UTC" when the browser does not say or names a zone the API would refuse. */
export function browserTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isValidTimeZone(zone) ? zone : 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every zone the browser knows, with `current` always in the list. */
export function timeZoneOptions(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  } catch {
    zones = [];
  }
  const all = new Set(zones.length > 0 ? zones : ['UTC']);
  all.add(current);
  all.add('UTC');
  return [...all].sort();
}
