import { describe, expect, it } from 'vitest';
import { deriveGuestToken } from './guest-links.ts';
import { hashToken, hexOf, timeOrderedId } from './tokens.ts';

// Known answers: links already sent and sessions already stored must keep matching whatever computes them.
describe('token hashes and guest links', () => {
  it('hashes a token as SHA-256 hex', async () => {
    expect(await hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('writes bytes as lowercase hex, two digits each', () => {
    expect(hexOf(new Uint8Array([0, 1, 15, 16, 171, 255]))).toBe('00010f10abff');
    expect(hexOf(new Uint8Array(0))).toBe('');
  });

  it('derives a guest link as base64url HMAC-SHA256 of "<guestId>:<version>"', async () => {
    expect(await deriveGuestToken('test-secret', 'g1', 1)).toBe('ZZmjYaEfG0AS0lEj-JntjZRnT_kdT1rOiZYniRBTlyU');
    expect(await deriveGuestToken('test-secret', 'g1', 2)).not.toBe(await deriveGuestToken('test-secret', 'g1', 1));
  });
});

describe('ids for rows that arrive in time order (the feed)', () => {
  it('makes RFC 9562 version-7 UUIDs: the millisecond first, then random bits', () => {
    const at = Date.UTC(2026, 10, 28, 12, 0, 0, 123);
    const id = timeOrderedId(at);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(at);
    // The same millisecond still gives different ids.
    const same = new Set(Array.from({ length: 1000 }, () => timeOrderedId(at)));
    expect(same.size).toBe(1000);
  });

  it('sorts later rows after earlier ones, as text (the primary key’s order)', () => {
    const times = [0, 1, 255, 256, 65_535, Date.UTC(2026, 0, 1), Date.UTC(2026, 0, 1) + 1, Date.UTC(2100, 0, 1)];
    const ids = times.map((time) => timeOrderedId(time));
    expect([...ids].sort()).toEqual(ids);
    expect(timeOrderedId(-5).startsWith('00000000-0000-7')).toBe(true);
  });
});
