/**
 * Password hashing inside workerd (docs/decisions/002-password-hashing.md): node:crypto's scrypt
 * with nodejs_compat, at OWASP's N=2^14, r=8, p=5, and compatible with hashes made on Node.
 */
import { describe, expect, it } from 'vitest';
import { hashPassword, parseScryptParams, verifyPassword } from './password.ts';

describe('password hashing inside workerd', () => {
  it('runs in the Workers runtime, not Node', () => {
    expect(navigator.userAgent).toBe('Cloudflare-Workers');
  });

  it('hashes with scrypt N=2^14, r=8, p=5 and verifies', async () => {
    const hash = await hashPassword('correct-horse-battery-staple');
    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(parseScryptParams(hash)).toEqual({ N: 16384, r: 8, p: 5 });
    expect(await verifyPassword('correct-horse-battery-staple', hash)).toBe(true);
    expect(await verifyPassword('correct-horse-battery-stapler', hash)).toBe(false);
    // A fresh random salt each time.
    expect(await hashPassword('correct-horse-battery-staple')).not.toBe(hash);
  });

  it('verifies a hash made by the Node runtime, so one database serves both', async () => {
    // Made on Node 20 with hashPassword('birthday-cake-on-node-20').
    const fromNode = 'scrypt$16384$8$5$7hooDJZG6WHPD8WNcRpb1Q$ot42xI6FWsRiFyO0iXedbDJiYXFsaMI1Q4ng323-_no';
    expect(await verifyPassword('birthday-cake-on-node-20', fromNode)).toBe(true);
    expect(await verifyPassword('birthday-cake-on-node-21', fromNode)).toBe(false);
  });
});
