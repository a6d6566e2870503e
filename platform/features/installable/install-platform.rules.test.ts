import { describe, expect, it } from 'vitest';
import { detectInstallPlatform, platformsInOrder } from './install-platform.rules.ts';
import { dismissedAt, DISMISS_MS, mayOfferInstall, rememberDismissal } from './install-prompt.rules.ts';

const agents = {
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  ipadDesktopMode: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  chromeOnIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  samsung: 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
};

describe('the visitor’s install platform', () => {
  it('tells the browsers apart, iPads in desktop mode included', () => {
    expect(detectInstallPlatform(agents.chromeWindows)).toBe('chromium-desktop');
    expect(detectInstallPlatform(agents.edge)).toBe('chromium-desktop');
    expect(detectInstallPlatform(agents.chromeAndroid)).toBe('chromium-android');
    expect(detectInstallPlatform(agents.iphone)).toBe('ios');
    // Every browser on iOS is Safari underneath: Add to Home Screen is the way.
    expect(detectInstallPlatform(agents.chromeOnIphone)).toBe('ios');
    expect(detectInstallPlatform(agents.ipadDesktopMode, 5)).toBe('ios');
    expect(detectInstallPlatform(agents.ipadDesktopMode, 0)).toBe('safari-macos');
    expect(detectInstallPlatform(agents.firefox)).toBe('firefox');
    expect(detectInstallPlatform(agents.samsung)).toBe('samsung');
  });

  it('puts the visitor’s platform first and keeps every other one', () => {
    const order = platformsInOrder('firefox');
    expect(order[0]).toBe('firefox');
    expect(new Set(order).size).toBe(6);
  });
});

describe('the install prompt rules', () => {
  const now = Date.UTC(2026, 10, 26, 12);

  it('offers installation unless dismissed within 7 days or running standalone', () => {
    expect(mayOfferInstall({ now, dismissedAt: null, standalone: false })).toBe(true);
    expect(mayOfferInstall({ now, dismissedAt: null, standalone: true })).toBe(false);
    expect(mayOfferInstall({ now, dismissedAt: now - DISMISS_MS + 60_000, standalone: false })).toBe(false);
    expect(mayOfferInstall({ now, dismissedAt: now - DISMISS_MS, standalone: false })).toBe(true);
    expect(DISMISS_MS).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it('remembers a dismissal under install-prompt-dismissed and reads nonsense as none', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) };
    rememberDismissal(storage, now);
    expect(store.get('install-prompt-dismissed')).toBe(String(now));
    expect(dismissedAt(storage)).toBe(now);
    store.set('install-prompt-dismissed', 'yes');
    expect(dismissedAt(storage)).toBeNull();
    expect(dismissedAt(undefined)).toBeNull();
  });
});
