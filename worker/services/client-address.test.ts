import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { forwardedClientAddress, isHttpsRequest } from './client-address.ts';

describe('forwardedClientAddress', () => {
  it('takes the entry our proxy appended, whatever the client wrote before it', () => {
    // The probe walked around every per-address limit with a fresh left-hand entry each time.
    for (const spoofed of ['203.0.113.1, 127.0.0.1', '203.0.113.2', '10.0.0.1, 203.0.113.3, 127.0.0.1']) {
      expect(forwardedClientAddress(`${spoofed}, 198.51.100.7`, 1)).toBe('198.51.100.7');
    }
    expect(forwardedClientAddress('198.51.100.7', 1)).toBe('198.51.100.7');
  });

  it('walks back one entry per trusted proxy', () => {
    expect(forwardedClientAddress('203.0.113.9, 198.51.100.7, 10.0.0.2', 2)).toBe('198.51.100.7');
    expect(forwardedClientAddress('198.51.100.7', 3)).toBe('198.51.100.7');
  });

  it('trusts nothing when no proxy is configured, or the header is empty', () => {
    expect(forwardedClientAddress('198.51.100.7', 0)).toBeUndefined();
    expect(forwardedClientAddress(undefined, 1)).toBeUndefined();
    expect(forwardedClientAddress(' , ', 1)).toBeUndefined();
  });
});

describe('isHttpsRequest', () => {
  const probe = (env: { TRUST_PROXY: number; APP_URL?: string }) => {
    const app = new Hono().get('/', (c) => c.text(String(isHttpsRequest(c, env))));
    return async (url: string, headers: Record<string, string> = {}) => (await app.request(url, { headers })).text();
  };

  it('believes X-Forwarded-Proto only from a trusted proxy', async () => {
    expect(await probe({ TRUST_PROXY: 1 })('http://127.0.0.1/', { 'x-forwarded-proto': 'https' })).toBe('true');
    expect(await probe({ TRUST_PROXY: 1 })('http://127.0.0.1/', { 'x-forwarded-proto': 'https, http' })).toBe('false');
    expect(await probe({ TRUST_PROXY: 0 })('http://127.0.0.1/', { 'x-forwarded-proto': 'https' })).toBe('false');
  });

  it('is true for an https request or an https APP_URL', async () => {
    expect(await probe({ TRUST_PROXY: 0 })('https://cakeday.example/')).toBe('true');
    expect(await probe({ TRUST_PROXY: 0, APP_URL: 'https://cakeday.example' })('http://127.0.0.1/')).toBe('true');
  });
});
