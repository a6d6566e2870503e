import { describe, expect, it } from 'vitest';
import { hashPassword, parseScryptParams, scryptParams, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('meets OWASP scrypt parameters (N=2^14, r=8, p=5 or stronger) and salts every hash', async () => {
    const first = await hashPassword('violet-otter-42');
    const second = await hashPassword('violet-otter-42');
    expect(first).not.toBe(second);
    const params = parseScryptParams(first);
    expect(params).toEqual({ N: 2 ** 14, r: 8, p: 5 });
    // OWASP Password Storage Cheat Sheet: these five scrypt settings are equally acceptable.
    const owasp = [
      { N: 2 ** 17, p: 1 },
      { N: 2 ** 16, p: 2 },
      { N: 2 ** 15, p: 3 },
      { N: 2 ** 14, p: 5 },
      { N: 2 ** 13, p: 10 },
    ];
    expect(scryptParams.r).toBeGreaterThanOrEqual(8);
    expect(owasp.some((row) => scryptParams.N >= row.N && scryptParams.p >= row.p)).toBe(true);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('violet-otter-42');
    expect(await verifyPassword('violet-otter-42', stored)).toBe(true);
    expect(await verifyPassword('violet-otter-43', stored)).toBe(false);
    expect(await verifyPassword('violet-otter-42', 'garbage')).toBe(false);
    expect(await verifyPassword('violet-otter-42', 'scrypt$x$8$5$salt$hash')).toBe(false);
  });
});

describe('hashing under load', () => {
  it('lets a sign-in check go ahead of new passwords already queued (a registration flood cannot starve sign-ins)', async () => {
    const stored = await hashPassword('violet-otter-42');
    const finished: string[] = [];
    const newPasswords = Array.from({ length: 6 }, (_, index) => hashPassword(`new-password-${index}`).then(() => finished.push(`new-${index}`)));
    const signIn = verifyPassword('violet-otter-42', stored).then(() => finished.push('sign-in'));
    await Promise.all([...newPasswords, signIn]);
    // Two hashes run at a time; the sign-in takes the first free slot instead of the seventh.
    expect(finished.indexOf('sign-in')).toBeLessThanOrEqual(3);
  });
});
