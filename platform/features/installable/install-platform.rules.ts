/**
 * Which install instructions the visitor's browser needs (/install-app), from its user agent and
 * touch support. iPadOS Safari says "Macintosh" in its user agent; touch points tell them apart.
 */
export type InstallPlatform = 'chromium-desktop' | 'chromium-android' | 'ios' | 'safari-macos' | 'firefox' | 'samsung';

export const installPlatforms: readonly InstallPlatform[] = ['chromium-desktop', 'chromium-android', 'ios', 'safari-macos', 'firefox', 'samsung'];

export function detectInstallPlatform(userAgent: string, maxTouchPoints = 0): InstallPlatform {
  const ua = userAgent;
  const ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && maxTouchPoints > 1);
  if (ios) return 'ios';
  if (/SamsungBrowser/.test(ua)) return 'samsung';
  if (/Firefox\/|FxiOS/.test(ua)) return 'firefox';
  const chromium = /Chrome\/|Chromium\/|Edg\/|CriOS/.test(ua);
  if (chromium) return /Android/.test(ua) ? 'chromium-android' : 'chromium-desktop';
  if (/Macintosh/.test(ua) && /Safari\//.test(ua)) return 'safari-macos';
  return /Android/.test(ua) ? 'chromium-android' : 'chromium-desktop';
}

/** The visitor's platform first, then the others in the page's usual order. */
export function platformsInOrder(first: InstallPlatform): InstallPlatform[] {
  return [first, ...installPlatforms.filter((platform) => platform !== first)];
}
