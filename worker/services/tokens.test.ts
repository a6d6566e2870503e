import { describe, expect, it } from 'vitest';
import { deriveGuestToken } from './guest-links.ts';
import { hashToken } from './tokens.ts';

// Known answers: links already sent and sessions already stored must keep matching whatever computes them.
describe('token hashes and guest links', () => {
  it('hashes a token as SHA-256 hex', async () => {
    expect(await hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('derives a guest link as base64url HMAC-SHA256 of "<guestId>:<version>"', async () => {
    expect(await deriveGuestToken('test-secret', 'g1', 1)).toBe('ZZmjYaEfG0AS0lEj-JntjZRnT_kdT1rOiZYniRBTlyU');
    expect(await deriveGuestToken('test-secret', 'g1', 2)).not.toBe(await deriveGuestToken('test-secret', 'g1', 1));
  });
});
