import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ApiError, handleError } from './errors.ts';

describe('ApiError', () => {
  it('is an answer, not a fault: no stack captured, and the limit for real errors left as it was', () => {
    const limit = Error.stackTraceLimit;
    const error = new ApiError(401, 'Please sign in to continue.');
    expect(error.stack).toBe('Error: Please sign in to continue.');
    expect(Error.stackTraceLimit).toBe(limit);
    expect(new Error('a fault').stack?.split('\n').length).toBeGreaterThan(1);
  });

  it('still answers its status, message, fields, code and headers through the app’s onError', async () => {
    const app = new Hono()
      .get('/', () => {
        throw new ApiError(429, 'Too many tries', { email: 'Wait a minute' }, { 'Retry-After': '60' }, 'throttled');
      })
      .onError(handleError);
    const response = await app.request('/');
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(await response.json()).toEqual({ error: 'Too many tries', fields: { email: 'Wait a minute' }, code: 'throttled' });
  });
});
