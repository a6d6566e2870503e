import { describe, expect, it } from 'vitest';
import { EMBED_SIGNED_IN_MESSAGE } from '../../core/embed/embed-wishlist.rules.ts';
import { keptSignIn, partyDate, readWishlistAddOptions, signedInFrom } from './wishlist-add.rules.ts';

const API = 'https://cakeday.example';
const TOKEN = `ces_${'a'.repeat(32)}`;
const message = { type: EMBED_SIGNED_IN_MESSAGE, token: TOKEN, name: 'Ana', expiresAt: '2026-11-25T08:00:00.000Z' };

describe('the add-to-wishlist widget’s rules', () => {
  it('needs a Cakeday key', () => {
    expect(readWishlistAddOptions({})).toMatchObject({ ok: false, message: expect.stringContaining('data-key="ck_pub_…"') });
    expect(readWishlistAddOptions({ key: 'sk_live_secret' })).toMatchObject({ ok: false });
    expect(readWishlistAddOptions({ key: 'ck_pub_abcdefghijklmnopqrstuvwx' })).toEqual({ ok: true, key: 'ck_pub_abcdefghijklmnopqrstuvwx' });
  });

  it('accepts the sign-in message only from the Cakeday origin, from its popup, with a token', () => {
    const popup = {};
    expect(signedInFrom({ origin: API, data: message, source: popup }, { apiOrigin: API, popup })).toEqual({ token: TOKEN, name: 'Ana', expiresAt: message.expiresAt });
    expect(signedInFrom({ origin: 'https://evil.example', data: message, source: popup }, { apiOrigin: API, popup })).toBeNull();
    expect(signedInFrom({ origin: API, data: message, source: {} }, { apiOrigin: API, popup })).toBeNull();
    expect(signedInFrom({ origin: API, data: { ...message, type: 'other' } }, { apiOrigin: API })).toBeNull();
    expect(signedInFrom({ origin: API, data: { ...message, token: 'x' } }, { apiOrigin: API })).toBeNull();
    expect(signedInFrom({ origin: API, data: 'text' }, { apiOrigin: API })).toBeNull();
  });

  it('keeps a sign-in only until it expires', () => {
    const now = Date.parse('2026-11-25T07:00:00.000Z');
    expect(keptSignIn(JSON.stringify(message), now)).toEqual({ token: TOKEN, name: 'Ana', expiresAt: message.expiresAt });
    expect(keptSignIn(JSON.stringify(message), Date.parse(message.expiresAt))).toBeNull();
    expect(keptSignIn('{', now)).toBeNull();
    expect(keptSignIn(null, now)).toBeNull();
  });

  it('dates the party in its own time zone', () => {
    expect(partyDate('2026-12-06T02:00:00.000Z', 'America/New_York', 'en-US')).toBe('Sat, Dec 5');
  });
});
