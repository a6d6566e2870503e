/**
 * After `vite build` (platform/prerender.tsx does the rendering):
 * - dist/platform/landing.html: the built index.html with the landing page rendered inside #root;
 *   both entries serve it for `/`, and the app hydrates it.
 * - dist/platform/index.html gains <template id="server-chrome">: the app's layout, which the
 *   server fills with the public event page's card (worker/features/events/event-shell.service.ts).
 * - both carry the stylesheet inline, so their first paint waits for nothing but the HTML;
 *   index.html preloads the app's start (main.tsx loads it dynamically), landing.html does not.
 * See docs/decisions/022-public-first-paint.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { inlineStylesheets, preloadAppStart, prerenderLanding, renderChrome, withChromeTemplate } from '#platform/prerender.tsx';

const distDir = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'dist', 'platform'));
const started = performance.now();
const indexFile = join(distDir, 'index.html');
const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
const indexHtml = preloadAppStart(
  inlineStylesheets(readFileSync(indexFile, 'utf8'), (href) => readFileSync(join(distDir, href), 'utf8')),
  manifest,
);
const landing = await prerenderLanding(indexHtml);
writeFileSync(join(distDir, 'landing.html'), landing);
writeFileSync(indexFile, withChromeTemplate(indexHtml, await renderChrome()));
console.log(`Prerendered / into landing.html (${(landing.length / 1024).toFixed(1)} KB) and the layout template into index.html in ${Math.round(performance.now() - started)} ms`);
