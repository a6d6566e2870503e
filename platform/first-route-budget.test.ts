import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * The landing page's JavaScript budget (issue 3): the entry script plus the chunks index.html
 * preloads, gzipped, stay within 150 KB. Other routes are lazy and do not count. The check reads
 * the production build, so it runs after `npm run build` (CI builds before testing).
 */
const FIRST_ROUTE_BUDGET_BYTES = 150 * 1024;
const distDir = join(import.meta.dirname, '..', 'dist', 'platform');
const indexHtml = join(distDir, 'index.html');

describe('first route size budget', () => {
  it.skipIf(!existsSync(indexHtml))('keeps the landing page JavaScript within 150 KB gzip', () => {
    const html = readFileSync(indexHtml, 'utf8');
    const scripts = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    const sizes = scripts.map((file) => ({ file, gzip: gzipSync(readFileSync(join(distDir, file))).length }));
    const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
    expect(total, `first route JS: ${JSON.stringify(sizes)}`).toBeLessThanOrEqual(FIRST_ROUTE_BUDGET_BYTES);
  });
});
