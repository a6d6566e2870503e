/** Tokens inside workerd: node:crypto's one-shot `hash` (nodejs_compat) gives what Node gives; feed ids. */
import { describe, expect, it } from 'vitest';
import { hashToken, randomToken, timeOrderedId } from './tokens.ts';

describe('token hashes inside workerd', () => {
  it('hashes a token to the SHA-256 hex that Node stores', async () => {
    expect(await hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const token = randomToken();
    expect(await hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(await hashToken(token)).not.toBe(await hashToken(`${token}x`));
  });

  it('makes time-ordered feed ids with the runtime’s random bytes', () => {
    const ids = [timeOrderedId(1_000), timeOrderedId(1_001), timeOrderedId(1_001)];
    expect(ids[0]).toMatch(/^00000000-03e8-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids[1]! > ids[0]! && ids[2]! > ids[0]! && ids[1] !== ids[2]).toBe(true);
  });
});
