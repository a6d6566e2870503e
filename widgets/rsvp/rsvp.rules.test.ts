import { describe, expect, it } from 'vitest';
import { answerMessage, formatEventTime, readRsvpOptions } from './rsvp.rules.ts';

const KEY = 'ck_pub_AAAAAAAAAAAAAAAAAAAAAAAA';

describe('readRsvpOptions', () => {
  it('reads the key, the event and the guest token from data-guest or the page URL', () => {
    expect(readRsvpOptions({ key: KEY, event: 'mias-7th' }, 'https://example.com/party?g=abc_123')).toEqual({ ok: true, key: KEY, event: 'mias-7th', guest: 'abc_123' });
    expect(readRsvpOptions({ key: KEY, event: 'mias-7th', guest: 'tok' }, 'https://example.com/?g=other')).toMatchObject({ guest: 'tok' });
    expect(readRsvpOptions({ key: KEY }, 'https://example.com/')).toMatchObject({ ok: true, event: '', guest: null });
  });

  it('explains a missing or wrong key and a wrong event, and ignores a strange token', () => {
    expect(readRsvpOptions({ event: 'x' }, 'https://example.com/')).toMatchObject({ ok: false, message: expect.stringContaining('data-key') });
    expect(readRsvpOptions({ key: 'secret' }, 'https://example.com/')).toMatchObject({ ok: false, message: expect.stringContaining('not a Cakeday key') });
    expect(readRsvpOptions({ key: KEY, event: '../x' }, 'https://example.com/')).toMatchObject({ ok: false });
    expect(readRsvpOptions({ key: KEY }, 'https://example.com/?g=%3Cscript%3E')).toMatchObject({ ok: true, guest: null });
  });
});

describe('formatEventTime', () => {
  it('shows the viewer’s zone, and the event’s zone when it differs', () => {
    const here = formatEventTime('2026-12-05T20:00:00.000Z', 'America/New_York', 'Europe/Paris', 'en-US');
    expect(here.local).toContain('9:00');
    expect(here.atEvent).toContain('3:00');
    expect(formatEventTime('2026-12-05T20:00:00.000Z', 'America/New_York', 'America/New_York', 'en-US').atEvent).toBeNull();
  });
});

describe('answerMessage', () => {
  it('says what was saved', () => {
    expect(answerMessage('going', 3)).toContain('party of 3');
    expect(answerMessage('waitlisted', 1)).toContain('waitlist');
  });
});
