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
  it('shows the party’s time in its zone first, and the viewer’s own beside it when it differs', () => {
    const abroad = formatEventTime('2026-12-05T20:00:00.000Z', 'America/New_York', 'Europe/Paris', 'en-US');
    expect(abroad.party).toBe('Saturday, December 5, 2026 at 3:00 PM EST');
    expect(abroad.viewer).toBe('Saturday, December 5, 2026 at 9:00 PM GMT+1');
    expect(formatEventTime('2026-12-05T20:00:00.000Z', 'America/New_York', 'America/New_York', 'en-US').viewer).toBeNull();
    expect(formatEventTime('2026-12-05T20:00:00.000Z', 'Mars/Olympus_Mons', 'America/New_York', 'en-US')).toEqual({ party: 'Saturday, December 5, 2026 at 3:00 PM EST', viewer: null });
  });
});

describe('answerMessage', () => {
  it('says what was saved', () => {
    expect(answerMessage('going', 3)).toContain('party of 3');
    expect(answerMessage('waitlisted', 1)).toContain('waitlist');
  });
});
