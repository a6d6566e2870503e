import { describe, expect, it } from 'vitest';
import { WORKERS_ASSETS_IGNORE } from '../../scripts/precompress.mjs';
import { isBuildOnlyFile, sdkCacheControl, staticCacheControl } from './static-cache.ts';

describe('staticCacheControl (the rule both entries apply to built files)', () => {
  it('keeps hashed files a year, the SDK entries five minutes, and asks again for the service worker and the manifest', () => {
    expect(staticCacheControl('/assets/index-B7x2kQ9a.js')).toBe('public, max-age=31536000, immutable');
    expect(staticCacheControl('/sdk/v1/chunks/widget-rsvp-Tpx2yaT-.js')).toBe('public, max-age=31536000, immutable');
    expect(staticCacheControl('/sdk/v1/cakeday.js')).toBe('public, max-age=300');
    expect(staticCacheControl('/sdk/v1/cakeday.js')).toBe(sdkCacheControl('/sdk/v1/cakeday.js'));
    expect(staticCacheControl('/service-worker.js')).toBe('no-cache');
    expect(staticCacheControl('/manifest.webmanifest')).toBe('no-cache');
  });

  it('leaves pages, icons and photos to the server’s default', () => {
    for (const path of ['/', '/index.html', '/landing.html', '/icons/icon-192.png', '/demo/venues/hall.jpg', '/assetsx/app.js']) {
      expect(staticCacheControl(path), path).toBeUndefined();
    }
  });
});

describe('isBuildOnlyFile (what the Node entry refuses, as Workers never uploads it)', () => {
  it('refuses source maps, precompressed copies and Vite’s manifest, and nothing a page loads', () => {
    for (const path of ['/assets/index-B7x2kQ9a.js.map', '/sdk/v1/runtime.js.map', '/assets/index-B7x2kQ9a.js.br', '/index.html.gz', '/.vite/manifest.json'])
      expect(isBuildOnlyFile(path), path).toBe(true);
    for (const path of ['/', '/assets/index-B7x2kQ9a.js', '/sdk/v1/cakeday.js', '/manifest.webmanifest', '/demo/venues/hall.jpg', '/e/maps', '/vite/x'])
      expect(isBuildOnlyFile(path), path).toBe(false);
  });

  it('covers every pattern the Workers upload leaves out', () => {
    const examples: Record<string, string> = { '*.br': '/a.js.br', '*.gz': '/a.js.gz', '*.map': '/a.js.map', '/.vite/': '/.vite/manifest.json' };
    const patterns = WORKERS_ASSETS_IGNORE.trim().split('\n');
    expect(patterns.sort()).toEqual(Object.keys(examples).sort());
    for (const pattern of patterns) expect(isBuildOnlyFile(examples[pattern]!), pattern).toBe(true);
  });
});
