import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingDraft, forgetBookingDraft, rememberBookingDraft } from './booking-draft.ts';

/** A sessionStorage stand-in: the node test project has no DOM. */
function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

describe('the booking panel draft kept across the sign-in redirect', () => {
  let storage: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('sessionStorage', storage);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the message and the event per venue, and forgets them once booked', () => {
    rememberBookingDraft('v1', { message: 'A seventh birthday', eventId: 'e1' });
    rememberBookingDraft('v2', { message: 'Other', eventId: '' });
    expect(bookingDraft('v1')).toEqual({ message: 'A seventh birthday', eventId: 'e1' });
    expect(bookingDraft('v2')).toEqual({ message: 'Other' });
    expect(bookingDraft('v3')).toEqual({});
    forgetBookingDraft('v1');
    expect(bookingDraft('v1')).toEqual({});
    rememberBookingDraft('v2', { message: '', eventId: '' });
    expect(storage.values.size).toBe(0);
  });

  it('ignores what it did not write, and works without storage', () => {
    storage.setItem('cakeday.booking-draft.v1', '{not json');
    expect(bookingDraft('v1')).toEqual({});
    storage.setItem('cakeday.booking-draft.v1', JSON.stringify({ message: 42, eventId: ['x'] }));
    expect(bookingDraft('v1')).toEqual({});
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    });
    expect(() => rememberBookingDraft('v1', { message: 'x', eventId: '' })).not.toThrow();
    expect(bookingDraft('v1')).toEqual({});
    expect(() => forgetBookingDraft('v1')).not.toThrow();
  });
});
