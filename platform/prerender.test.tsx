import { describe, expect, it } from 'vitest';
import { inlineStylesheets, preloadAppStart, prerenderLanding, renderChrome, SERVER_SLOT, withChromeTemplate, withoutPreloads } from './prerender.tsx';

const builtIndex = `<!doctype html>
<html lang="en">
  <head>
    <title>Everything You Need for the Perfect Birthday Party | Cakeday</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/chunk-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('the prerendered landing page', () => {
  it('holds the spec’s hero, calls to action and footer inside #root, marked for hydration on "/"', async () => {
    const html = await prerenderLanding(builtIndex);
    const root = html.slice(html.indexOf('<div id="root"'), html.lastIndexOf('</body>'));
    expect(root).toMatch(/^<div id="root" data-prerendered="\/">/);
    expect(root).toContain('<h1 id="hero-title"');
    expect(root).toContain('Everything You Need for the Perfect Birthday Party</h1>');
    // Each link with its text (icons and React's text separators stripped).
    const links = [...root.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map(([, href, inner]) => ({ href, text: inner!.replace(/<[^>]+>/g, '').trim() }));
    for (const [text, href] of [
      ['Start Planning', '/email-auth'],
      ['Explore Features', '/venues'],
      ['Join the Community', '/email-auth'],
      ['Start Planning Today', '/email-auth'],
      ['Explore Platform', '/marketplace'],
    ]) {
      expect(links).toContainEqual({ href, text });
    }
    expect(root).toContain('© 2024');
    // The featured venues are the loading skeleton: no venue data is baked into the build.
    expect(root).toContain('aria-label="Featured venues loading"');
    expect(root).not.toContain('View All Venues');
    // The CSP allows no inline script, and the router needs no hydration data.
    expect(root).not.toContain('<script');
    // The page is drawn without the app: the entry fetches it after the first paint, nothing is preloaded.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    expect(html).not.toContain('modulepreload');
  });

  it('the layout template is the app’s bar and main, with the slot the server fills', async () => {
    const chrome = await renderChrome();
    expect(chrome).toContain('Skip to content');
    expect(chrome).toContain('<nav aria-label="Main">');
    expect(chrome).toContain(`<main id="main" tabindex="-1" class="outline-none">${SERVER_SLOT}</main>`);
    const once = withChromeTemplate(builtIndex, chrome);
    expect(withChromeTemplate(once, chrome)).toBe(once);
    expect(once).toContain('<div id="root"></div>');
    // landing.html leaves the template out: only the server uses it.
    expect(await prerenderLanding(once)).not.toContain('<template');
  });

  it('inlines the stylesheet and refuses one whose relative url() would break', () => {
    const inlined = inlineStylesheets(builtIndex, () => 'body{color:red}');
    expect(inlined).toContain('<style>body{color:red}</style>');
    expect(inlined).not.toContain('rel="stylesheet"');
    expect(() => inlineStylesheets(builtIndex, () => '@font-face{src:url(font.woff2)}')).toThrow(/cannot be inlined/);
    expect(withoutPreloads('<p></p>\n    <link rel="modulepreload" href="/a.js">')).toBe('<p></p>');
  });

  it('index.html preloads the app’s start and what it imports, once each', () => {
    const manifest = {
      'main.tsx': { file: 'assets/index-abc.js', src: 'main.tsx', isEntry: true, dynamicImports: ['app/start.tsx'] },
      'app/start.tsx': { file: 'assets/start-1.js', src: 'app/start.tsx', imports: ['_react.js', '_router.js'] },
      '_react.js': { file: 'assets/react-2.js' },
      '_router.js': { file: 'assets/router-3.js', imports: ['_react.js'] },
    };
    const html = preloadAppStart(builtIndex, manifest);
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    expect(preloads).toEqual(['/assets/start-1.js', '/assets/react-2.js', '/assets/router-3.js']);
  });
});
