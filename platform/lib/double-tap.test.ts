import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOUBLE_TAP_WINDOW_MS, preventDoubleTapZoom } from './double-tap.ts';

/** A document stand-in that hands back the touchend listener, and taps with fake events. */
function setUp() {
  let listener: ((event: TouchEvent) => void) | undefined;
  const doc = { addEventListener: (_type: string, fn: (event: TouchEvent) => void) => (listener = fn), removeEventListener: vi.fn() };
  preventDoubleTapZoom(doc as unknown as Document);
  return (target: object) => {
    const event = { target, preventDefault: vi.fn() };
    listener?.(event as unknown as TouchEvent);
    return event.preventDefault.mock.calls.length > 0;
  };
}

const element = (inField = false) => ({ closest: () => (inField ? {} : null) });

afterEach(() => vi.useRealTimers());

describe('preventDoubleTapZoom', () => {
  it('blocks a second tap on the same element within 300 ms, not after', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const tap = setUp();
    const button = element();
    expect(tap(button)).toBe(false);
    vi.advanceTimersByTime(DOUBLE_TAP_WINDOW_MS - 1);
    expect(tap(button)).toBe(true);
    vi.advanceTimersByTime(DOUBLE_TAP_WINDOW_MS + 1);
    expect(tap(button)).toBe(false);
  });

  it('lets quick taps on different elements and inside fields through', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const tap = setUp();
    const field = element(true);
    expect(tap(element())).toBe(false);
    vi.advanceTimersByTime(50);
    expect(tap(element())).toBe(false);
    expect(tap(field)).toBe(false);
    expect(tap(field)).toBe(false);
  });
});
