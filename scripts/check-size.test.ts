import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { budgets, firstRouteScripts, measureSizes, PUBLIC_PAGE_ROUTES } from './check-size.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function fakeDist(files: Record<string, string | Buffer>) {
  const dir = mkdtempSync(join(tmpdir(), 'cakeday-size-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

/** Vite's manifest of a small build: the event page route is the entry, start and route chunks. */
const manifest = JSON.stringify({
  'index.html': { file: 'assets/index-a1.js', imports: ['_vendor-b2.js'] },
  '_vendor-b2.js': { file: 'assets/vendor-b2.js' },
  'app/start.tsx': { file: 'assets/index-a1.js' },
  'app/routes/event-page.tsx': { file: 'assets/vendor-b2.js' },
  'app/routes/marketplace.tsx': { file: 'assets/search-c3.js', imports: ['_vendor-b2.js'] },
  'app/routes/marketplace-product.tsx': { file: 'assets/product-d4.js', imports: ['_vendor-b2.js'] },
  'app/routes/marketplace-shop.tsx': { file: 'assets/shop-e5.js', imports: ['_vendor-b2.js'] },
});
const index = '<script type="module" crossorigin src="/assets/index-a1.js"></script><link rel="modulepreload" crossorigin href="/assets/vendor-b2.js"><link rel="stylesheet" href="/assets/index.css">';
/** That small build's files: each test replaces what it measures. */
const smallBuild = {
  'index.html': index,
  '.vite/manifest.json': manifest,
  'assets/index-a1.js': 'import"./vendor-b2.js"',
  'assets/vendor-b2.js': 'export{}',
  'assets/search-c3.js': 'export{}',
  'assets/product-d4.js': 'export{}',
  'assets/shop-e5.js': 'export{}',
  'sdk/v1/cakeday.js': '!function(){}()',
  'sdk/v1/runtime.js': 'export{}',
  'sdk/v1/cakeday.legacy.js': '!function(){}()',
};

describe('firstRouteScripts', () => {
  it('takes module scripts and modulepreload links, not stylesheets or other origins', () => {
    expect(firstRouteScripts(index + '<script src="https://cdn.example/x.js" type="module"></script>')).toEqual(['/assets/index-a1.js', '/assets/vendor-b2.js']);
  });
});

describe('measureSizes', () => {
  it('passes a small build', () => {
    const dist = fakeDist({ ...smallBuild, 'sdk/v1/chunks/rsvp-x.js': 'export{}' });
    const report = measureSizes(dist);
    expect(report.problems).toEqual([]);
    expect(report.rows.map((row) => row.label)).toContain('SDK chunk rsvp-x.js');
  });

  it('fails when the loader is over budget (random bytes do not compress)', () => {
    const dist = fakeDist({ ...smallBuild, 'sdk/v1/cakeday.js': randomBytes(budgets.loader + 512) });
    expect(measureSizes(dist).problems).toEqual([expect.stringContaining('SDK loader (cakeday.js) is')]);
  });

  it('fails when files are missing or index.html points at nothing', () => {
    const problems = measureSizes(fakeDist({ 'index.html': index })).problems.join('\n');
    expect(problems).toContain('cakeday.js is missing');
    expect(problems).toContain('assets/index-a1.js, which is not in the build');
    expect(problems).toContain('.vite/manifest.json is missing');
  });

  it('measures the event page route by the manifest, and fails a public page that carries zod or a route over budget', () => {
    const small = measureSizes(fakeDist({ ...smallBuild, 'assets/vendor-b2.js': 'class ZodError{}' }));
    expect(small.rows.find((row) => row.label.startsWith('Platform event page route'))?.files).toEqual(['assets/index-a1.js', 'assets/vendor-b2.js']);
    expect(small.problems).toEqual(Object.keys(PUBLIC_PAGE_ROUTES).map((page) => expect.stringContaining(`assets/vendor-b2.js of ${page}'s route carries zod`)));
    const productWithZod = measureSizes(fakeDist({ ...smallBuild, 'assets/product-d4.js': 'class ZodError{}' }));
    expect(productWithZod.problems).toEqual([expect.stringContaining("assets/product-d4.js of the product page's route carries zod")]);
    const big = measureSizes(fakeDist({ ...smallBuild, 'assets/vendor-b2.js': randomBytes(budgets.platformEventRoute) }));
    expect(big.problems.join('\n')).toContain('Platform event page route (/e/:slug, static imports) is');
  });

  it("fails when the app's start is cut into more files than its budget", () => {
    const chunks = Array.from({ length: budgets.appStartFiles }, (_, i) => `_small-${i}.js`);
    const split = JSON.stringify({
      ...JSON.parse(manifest),
      'app/start.tsx': { file: 'assets/start-c3.js', imports: chunks },
      ...Object.fromEntries(chunks.map((key) => [key, { file: `assets/${key.slice(1)}` }])),
    });
    const report = measureSizes(fakeDist({ ...smallBuild, '.vite/manifest.json': split }));
    expect(report.problems).toEqual([expect.stringContaining(`The app's start loads ${budgets.appStartFiles + 1} script files`)]);
  });
});

describe('widget budgets', () => {
  it('fails when a widget of the registry has no chunk of its own', () => {
    const dist = fakeDist({
      'index.html': index,
      '.vite/manifest.json': manifest,
      'assets/index-a1.js': '1',
      'assets/vendor-b2.js': '2',
      'sdk/v1/cakeday.js': '!function(){}()',
      'sdk/v1/runtime.js': 'export{}',
      'sdk/v1/cakeday.legacy.js': '!function(){}()',
      'sdk/v1/chunks/widget-rsvp-a1.js': 'export default 1',
    });
    expect(measureSizes(dist, ['rsvp']).problems).toEqual([]);
    expect(measureSizes(dist, ['rsvp', 'contribution']).problems).toEqual([expect.stringContaining('The contribution widget has no chunk')]);
  });

  it('finds a widget whose chunk hash contains a dash, by the registry’s names', () => {
    const dist = fakeDist({ ...smallBuild, 'sdk/v1/chunks/widget-venue-search-l-pu2fgm.js': 'export default 1' });
    const report = measureSizes(dist, ['venue-search']);
    expect(report.problems).toEqual([]);
    expect(report.rows.map((row) => row.label)).toContain('Widget venue-search (with Preact and shared chunks)');
  });

  it('counts each widget with the chunks it imports (not the runtime) and fails one over budget', () => {
    const dist = fakeDist({
      'index.html': index,
      '.vite/manifest.json': manifest,
      'assets/index-a1.js': '1',
      'assets/vendor-b2.js': '2',
      'sdk/v1/cakeday.js': '!function(){}()',
      'sdk/v1/runtime.js': 'export{}',
      'sdk/v1/cakeday.legacy.js': '!function(){}()',
      'sdk/v1/chunks/widget-rsvp-a1.js': 'import{h}from"./preact-b2.js";import{x}from"../runtime.js";export default h',
      'sdk/v1/chunks/preact-b2.js': randomBytes(budgets.widget),
      'sdk/v1/chunks/widget-venue-search-c3.js': 'export default 1',
    });
    const report = measureSizes(dist, ['rsvp', 'venue-search']);
    const rsvp = report.rows.find((row) => row.label.startsWith('Widget rsvp'));
    expect(rsvp?.files).toEqual(['sdk/v1/chunks/widget-rsvp-a1.js', 'sdk/v1/chunks/preact-b2.js']);
    expect(report.rows.find((row) => row.label.startsWith('Widget venue-search'))?.files).toEqual(['sdk/v1/chunks/widget-venue-search-c3.js']);
    expect(report.problems).toEqual([expect.stringContaining('Widget rsvp (with Preact and shared chunks) is')]);
  });
});
