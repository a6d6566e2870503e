import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cakedayPopup } from './cakeday-popup.ts';

/** A host page's window that records what the popup does with it; `block` makes open() return null. */
function fakeView() {
  const popups: { url: string; closed: boolean; close(): void }[] = [];
  const listeners = new Set<unknown>();
  const view = {
    block: false,
    opens: [] as [string, string, string][],
    popups,
    listeners,
    open(url: string, name: string, features: string) {
      view.opens.push([url, name, features]);
      if (view.block) return null;
      const popup = { url, closed: false, close: () => (popup.closed = true) };
      popups.push(popup);
      return popup;
    },
    addEventListener: (_type: string, listener: unknown) => listeners.add(listener),
    removeEventListener: (_type: string, listener: unknown) => listeners.delete(listener),
  };
  return view;
}

describe('cakedayPopup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens the named popup and keeps following the last window when a second open is blocked', () => {
    const view = fakeView();
    const popup = cakedayPopup(view as unknown as Window, 'cakeday-checkout', { width: 500, height: 760 });
    expect(popup.window()).toBeNull();
    const first = popup.open('');
    expect(view.opens).toEqual([['', 'cakeday-checkout', 'popup=yes,width=500,height=760']]);
    expect(popup.isOpen()).toBe(true);
    view.block = true;
    expect(popup.open('https://cakeday.example/checkout')).toBeNull();
    expect(popup.window()).toBe(first);
    popup.close();
    expect(view.popups[0]!.closed).toBe(true);
    expect(popup.window()).toBeNull();
    expect(popup.isClosed()).toBe(false);
  });

  it('has one message listener at a time, and none after stop()', () => {
    const view = fakeView();
    const popup = cakedayPopup(view as unknown as Window, 'cakeday-sign-in', { width: 480, height: 720 });
    const first = () => undefined;
    const second = () => undefined;
    popup.listen(first);
    popup.listen(second);
    expect([...view.listeners]).toEqual([second]);
    popup.stop();
    expect(view.listeners.size).toBe(0);
  });

  it('checks once the delay has passed, or within a second of the visitor closing the window', () => {
    const view = fakeView();
    const popup = cakedayPopup(view as unknown as Window, 'cakeday-booking', { width: 520, height: 820 });
    popup.open('https://cakeday.example/venues/v1');
    const check = vi.fn();
    popup.checkAfter(5_000, check);
    vi.advanceTimersByTime(4_000);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(check).toHaveBeenCalledWith(true);

    check.mockClear();
    popup.checkAfter(5_000, check);
    view.popups[0]!.closed = true;
    expect(popup.isClosed()).toBe(true);
    vi.advanceTimersByTime(1_000);
    expect(check).toHaveBeenCalledWith(false);
  });

  it('tells when the window followed now is closed, and stop() cancels what was due', () => {
    const view = fakeView();
    const popup = cakedayPopup(view as unknown as Window, 'cakeday-sign-in', { width: 480, height: 720 });
    popup.open('https://cakeday.example/embed/sign-in');
    const closed = vi.fn();
    popup.whenClosed(closed);
    vi.advanceTimersByTime(3_000);
    expect(closed).not.toHaveBeenCalled();
    view.popups[0]!.closed = true;
    vi.advanceTimersByTime(1_000);
    expect(closed).toHaveBeenCalledTimes(1);

    const check = vi.fn();
    popup.checkAfter(2_000, check);
    popup.stop();
    vi.advanceTimersByTime(10_000);
    expect(check).not.toHaveBeenCalled();
  });
});
