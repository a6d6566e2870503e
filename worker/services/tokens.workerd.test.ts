/** The token hashes inside workerd: node:crypto's one-shot `hash` (nodejs_compat) gives what Node gives. */
import { describe, expect, it } from 'vitest';
import { hashToken, randomToken } from './tokens.ts';

describe('token hashes inside workerd', () => {
  it('hashes a token to the SHA-256 hex that Node stores', async () => {
    expect(await hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const token = randomToken();
    expect(await hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(await hashToken(token)).not.toBe(await hashToken(`${token}x`));
  });
});
