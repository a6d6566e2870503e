/** An RFC 5545 calendar file for one event, and the "add to calendar" links. Pure. */

function icsDate(utcMs: number): string {
  return new Date(utcMs)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

// A lone CR counts as a line break for many calendar apps, so it must not pass through raw:
// a title with "\rATTENDEE:…" would otherwise add properties to the guests' calendar entry.
function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Lines longer than 75 octets are folded with CRLF + space, without splitting a character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = '';
  for (const char of line) {
    if (encoder.encode(current + char).length > (pieces.length ? 74 : 75)) {
      pieces.push(current);
      current = '';
    }
    current += char;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

export interface CalendarEvent {
  uid: string;
  title: string;
  description?: string | null;
  location?: string | null;
  url: string;
  startsAt: number;
  endsAt: number;
  /** When this version of the file was made (DTSTAMP). */
  stampedAt: number;
  cancelled?: boolean;
}

export function buildIcs(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Cakeday//Birthday parties//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsDate(event.stampedAt)}`,
    `DTSTART:${icsDate(event.startsAt)}`,
    `DTEND:${icsDate(event.endsAt)}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(`${event.description}\n\n${event.url}`)}`] : [`DESCRIPTION:${escapeText(event.url)}`]),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `URL:${event.url}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** A Google Calendar "add event" link (the most used web calendar without a file download). */
export function googleCalendarLink(event: Pick<CalendarEvent, 'title' | 'description' | 'location' | 'startsAt' | 'endsAt' | 'url'>): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${icsDate(event.startsAt)}/${icsDate(event.endsAt)}`,
    details: [event.description, event.url].filter(Boolean).join('\n\n'),
    location: event.location ?? '',
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** An Outlook.com "add event" link. */
export function outlookCalendarLink(event: Pick<CalendarEvent, 'title' | 'description' | 'location' | 'startsAt' | 'endsAt' | 'url'>): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: new Date(event.startsAt).toISOString(),
    enddt: new Date(event.endsAt).toISOString(),
    body: [event.description, event.url].filter(Boolean).join('\n\n'),
    location: event.location ?? '',
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params.toString()}`;
}
