import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../prerender.tsx';

describe('/v/:slug/:type', () => {
  it('is the app’s 404 page for any type but slideshow and videos', async () => {
    for (const path of ['/v/ada-turns-7/bogus', '/v/ada-turns-7/photos', '/v/ada-turns-7/SLIDESHOW']) {
      const markup = await renderRoute(path);
      expect(markup, path).toContain('Page Not Found');
      expect(markup, path).toContain('Did you forget to add the page to the router?');
    }
  });

  it('opens the slideshow and the videos view (loading until the album answers)', async () => {
    for (const path of ['/v/ada-turns-7/slideshow', '/v/ada-turns-7/videos']) {
      const markup = await renderRoute(path);
      expect(markup, path).not.toContain('Page Not Found');
      expect(markup, path).toContain('aria-label="Loading page"');
    }
  });
});
