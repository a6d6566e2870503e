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

/**
 * The public event page `/e/:slug` (issue 11): the entry, the app's start and the page's route
 * chunk with everything they import, read from Vite's manifest. Its zod schemas were a third of
 * it and most of the main-thread work after its first paint; they load only when a form is sent
 * (docs/decisions/022-public-first-paint.md), so no chunk of this route may carry zod.
 */
const EVENT_ROUTE_BUDGET_BYTES = 150 * 1024;
const manifestFile = join(distDir, '.vite', 'manifest.json');

interface ManifestChunk {
  file: string;
  imports?: string[];
}

function staticGraph(manifest: Record<string, ManifestChunk>, entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) visit(entry);
  return [...seen].map((key) => manifest[key]!.file);
}

describe('first route size budget', () => {
  it.skipIf(!existsSync(indexHtml))('keeps the landing page JavaScript within 150 KB gzip', () => {
    const html = readFileSync(indexHtml, 'utf8');
    const scripts = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    const sizes = scripts.map((file) => ({ file, gzip: gzipSync(readFileSync(join(distDir, file))).length }));
    const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
    expect(total, `first route JS: ${JSON.stringify(sizes)}`).toBeLessThanOrEqual(FIRST_ROUTE_BUDGET_BYTES);
  });

  it.skipIf(!existsSync(manifestFile))('keeps the public event page JavaScript within 150 KB gzip, without zod', () => {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
    const files = staticGraph(manifest, ['index.html', 'app/start.tsx', 'app/routes/event-page.tsx']);
    const sizes = files.map((file) => {
      const code = readFileSync(join(distDir, file));
      return { file, gzip: gzipSync(code).length, zod: code.includes('ZodError') };
    });
    expect(sizes.filter(({ zod }) => zod).map(({ file }) => file), 'chunks of the event route that carry zod').toEqual([]);
    const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
    expect(total, `event route JS: ${JSON.stringify(sizes.map(({ file, gzip }) => ({ file, gzip })))}`).toBeLessThanOrEqual(EVENT_ROUTE_BUDGET_BYTES);
  });
});
