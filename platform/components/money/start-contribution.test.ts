import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client.ts';
import { serverFieldErrors } from './start-contribution.ts';

describe('serverFieldErrors', () => {
  it('reads the per-field messages of a 400', () => {
    const body = JSON.stringify({ error: 'Enter an amount of at least $5.00', fields: { amountCents: 'Enter an amount of at least $5.00', name: 7 } });
    expect(serverFieldErrors(new ApiRequestError(400, 'Bad Request', body))).toEqual({ amountCents: 'Enter an amount of at least $5.00' });
  });
  it('is empty for other statuses, bodies without fields, non-JSON bodies and network failures', () => {
    expect(serverFieldErrors(new ApiRequestError(409, 'Conflict', JSON.stringify({ error: 'This pot is closed', fields: { x: 'y' } })))).toEqual({});
    expect(serverFieldErrors(new ApiRequestError(400, 'Bad Request', JSON.stringify({ error: 'Bad' })))).toEqual({});
    expect(serverFieldErrors(new ApiRequestError(400, 'Bad Request', '<html>'))).toEqual({});
    expect(serverFieldErrors(new TypeError('Failed to fetch'))).toEqual({});
  });
});
