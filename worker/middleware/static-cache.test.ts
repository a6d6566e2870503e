import { describe, expect, it } from 'vitest';
import { sdkCacheControl, staticCacheControl } from './static-cache.ts';

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
