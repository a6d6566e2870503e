import { describe, expect, it } from 'vitest';
import { buildIcs, googleCalendarLink } from './ics.rules.ts';
import { eventSlug } from './slug.rules.ts';

describe('buildIcs', () => {
  const event = {
    uid: 'evt-1@cakeday',
    title: 'Maya turns 7; cake, games & more',
    description: 'Bring a swimsuit,\nand a towel',
    location: '12 Elm St, Austin',
    url: 'https://cakeday.test/e/maya-7-abc',
    startsAt: Date.UTC(2026, 11, 5, 22, 0),
    endsAt: Date.UTC(2026, 11, 6, 0, 0),
    stampedAt: Date.UTC(2026, 10, 21, 12, 0),
  };

  it('writes a valid VEVENT with escaped text and CRLF lines', () => {
    const ics = buildIcs(event);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('DTSTART:20261205T220000Z\r\n');
    expect(ics).toContain('DTEND:20261206T000000Z\r\n');
    expect(ics).toContain('SUMMARY:Maya turns 7\\; cake\\, games & more\r\n');
    expect(ics).toContain('LOCATION:12 Elm St\\, Austin\r\n');
    expect(ics).toContain('STATUS:CONFIRMED');
    expect(buildIcs({ ...event, cancelled: true })).toContain('STATUS:CANCELLED');
  });

  it('cannot start a new property from a title: a lone CR (or LF) becomes an escaped line break', () => {
    const ics = buildIcs({ ...event, title: 'Party\rATTENDEE:mailto:evil@example.com\nX', location: 'A\r\nB' });
    expect(ics).toContain('SUMMARY:Party\\nATTENDEE:mailto:evil@example.com\\nX\r\n');
    expect(ics).toContain('LOCATION:A\\nB\r\n');
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('folds long lines at 75 octets', () => {
    const ics = buildIcs({ ...event, description: 'é'.repeat(200) });
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('links to Google Calendar with the UTC dates', () => {
    expect(googleCalendarLink(event)).toContain('dates=20261205T220000Z%2F20261206T000000Z');
  });
});

describe('eventSlug', () => {
  it('makes a readable, random-suffixed slug', () => {
    expect(eventSlug("Maya's 7th Birthday Bash!", 'k3j9x2m4qa')).toBe('maya-s-7th-birthday-bash-k3j9x2m4qa');
    expect(eventSlug('Fête à Zoé', 'abc')).toBe('fete-a-zoe-abc');
    expect(eventSlug('🎂🎉', 'abc')).toBe('party-abc');
  });
});
