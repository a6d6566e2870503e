import { describe, expect, it } from 'vitest';
import { displayPhone, normalizePhone, parsePhone, phoneExtension } from './phone.rules.ts';
import { countryForTimeZone } from './time-zone-country.rules.ts';

describe('parsePhone', () => {
  it.each([
    // The national trunk 0 in "(0)" is dropped, so the same person written twice is one guest.
    ['+44 (0)20 7946 0958', undefined, '+442079460958'],
    ['+44 20 7946 0958', undefined, '+442079460958'],
    ['0044 20 7946 0958', undefined, '+442079460958'],
    ['0044 20 7946 0958', 'US', '+442079460958'],
    ['06 12 34 56 78', 'FR', '+33612345678'],
    ['07400 123456', 'GB', '+447400123456'],
    ['(512) 555-0142', 'US', '+15125550142'],
    ['1-512-555-0142', 'US', '+15125550142'],
    ['+1 512.555.0142', 'DE', '+15125550142'],
    ['tel:+44-20-7946-0958', undefined, '+442079460958'],
    // Extensions are kept, RFC 3966 style.
    ['+1 (512) 555-0142 ext. 12', undefined, '+15125550142;ext=12'],
    ['tel:+1-512-555-0142;ext=12', undefined, '+15125550142;ext=12'],
  ])('%s (default %s) → %s', (raw, country, expected) => expect(parsePhone(raw, country)).toEqual({ ok: true, phone: expected }));

  it('never turns a French mobile into a US number', () => {
    expect(normalizePhone('06 12 34 56 78', 'US')).toBeNull();
    expect(parsePhone('06 12 34 56 78', 'US')).toMatchObject({ code: 'invalid', reason: expect.stringContaining('not a valid phone number in the United States') });
  });

  it('asks for the country code when there is no country to read a national number in', () => {
    expect(parsePhone('06 12 34 56 78')).toEqual({
      ok: false,
      code: 'missing_country',
      reason: 'Add the country code to 06 12 34 56 78 (like +44): we cannot tell which country it is from',
    });
  });

  it.each(['12345', 'call me', '+0 555 123 4567', '+1 555 123 4567', '+44 7700 900123', '+1+5125550142', `+1 512 555 0142 ${'9'.repeat(80)}`])('refuses %s', (raw) => {
    expect(parsePhone(raw, 'US').ok).toBe(false);
  });

  it('finds the extension of a stored number', () => {
    expect(phoneExtension('+15125550142;ext=12')).toBe('12');
    expect(phoneExtension('+15125550142')).toBeNull();
  });
});

describe('countryForTimeZone', () => {
  it.each([
    ['Europe/Paris', 'FR'],
    ['America/New_York', 'US'],
    ['Europe/London', 'GB'],
    ['America/Los_Angeles', 'US'],
    ['Asia/Calcutta', 'IN'],
    ['Europe/Kiev', 'UA'],
    ['Australia/Sydney', 'AU'],
    ['UTC', null],
    ['Etc/GMT+5', null],
    ['Mars/Olympus_Mons', null],
    [null, null],
  ])('%s → %s', (zone, country) => expect(countryForTimeZone(zone)).toBe(country));

  it('knows every zone the runtime offers a host, except the ones without a country', () => {
    const unknown = Intl.supportedValuesOf('timeZone').filter((zone) => !countryForTimeZone(zone) && !/^(Etc\/|UTC$)/.test(zone));
    expect(unknown).toEqual([]);
  });
});

describe('displayPhone', () => {
  it('shows a number of the party’s country in its national format, any other internationally', () => {
    expect(displayPhone('+15125550142', 'US')).toBe('(512) 555-0142');
    expect(displayPhone('+442079460958', 'GB')).toBe('020 7946 0958');
    expect(displayPhone('+442079460958', 'US')).toBe('+44 20 7946 0958');
    expect(displayPhone('+15125550142;ext=12', 'US')).toBe('(512) 555-0142 ext. 12');
    expect(displayPhone('+15125550142', null)).toBe('+1 512 555 0142');
    expect(displayPhone('not a number', 'US')).toBe('not a number');
  });
});
