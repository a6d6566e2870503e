import { describe, expect, it } from 'vitest';
import { callNeedsRuntime, createCommandQueue, readStubQueue } from './command-queue.ts';

/** The stub from the public snippet, exactly as a host page would run it. */
function makeStub() {
  const stub = function (this: unknown) {
    // eslint-disable-next-line prefer-rest-params
    (stub.q = stub.q || []).push(arguments);
  } as unknown as ((...args: unknown[]) => void) & { q?: IArguments[] };
  return stub;
}

describe('readStubQueue', () => {
  it('wraps a stray non-list entry as a one-item call instead of dropping or splitting it', () => {
    expect(readStubQueue({ q: ['scan', ['mount', { widget: 'rsvp' }]] })).toEqual([['scan'], ['mount', { widget: 'rsvp' }]]);
  });

  it('keeps calls made through the snippet stub, in order, as arrays', () => {
    const stub = makeStub();
    stub('mount', { widget: 'rsvp', target: '#a' });
    stub('scan');
    expect(readStubQueue(stub)).toEqual([['mount', { widget: 'rsvp', target: '#a' }], ['scan']]);
  });

  it('returns nothing for a missing stub or one without calls', () => {
    expect(readStubQueue(undefined)).toEqual([]);
    expect(readStubQueue(makeStub())).toEqual([]);
    expect(readStubQueue({ q: 'nonsense' })).toEqual([]);
    expect(readStubQueue({ q: 42 })).toEqual([]);
  });
});

describe('createCommandQueue', () => {
  it('holds calls until the runtime attaches, then runs old and new calls in order', () => {
    const seen: unknown[][] = [];
    const queue = createCommandQueue([['mount', 1]]);
    queue.push(['mount', 2]);
    expect(queue.size).toBe(2);
    expect(seen).toEqual([]);
    queue.attach((call) => seen.push(call));
    expect(seen).toEqual([
      ['mount', 1],
      ['mount', 2],
    ]);
    queue.push(['scan']);
    expect(seen).toEqual([['mount', 1], ['mount', 2], ['scan']]);
    expect(queue.size).toBe(0);
  });

  it('keeps going after a call throws and reports the error', () => {
    const seen: unknown[][] = [];
    const errors: unknown[] = [];
    const queue = createCommandQueue([['bad'], ['mount', 'ok']], (error) => errors.push(error));
    queue.attach((call) => {
      if (call[0] === 'bad') throw new Error('unknown command');
      seen.push(call);
    });
    expect(seen).toEqual([['mount', 'ok']]);
    expect(errors).toHaveLength(1);
  });
});

describe('callNeedsRuntime', () => {
  it('downloads the runtime for mount and scan only', () => {
    expect(callNeedsRuntime(['mount', {}])).toBe(true);
    expect(callNeedsRuntime(['scan'])).toBe(true);
    expect(callNeedsRuntime(['unmount', '#a'])).toBe(false);
    expect(callNeedsRuntime([])).toBe(false);
  });
});
