/**
 * Size budgets for everything a visitor downloads before seeing something: the SDK loader that
 * every embedding page fetches, the runtime, each widget chunk, and the platform's first route.
 * Run after `npm run build`: `npm run check:size`. Exits 1 when a file is over budget or missing.
 * Sizes are gzip level 9, as served by CDNs and by compressing reverse proxies.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { widgetLoaders } from '../sdk/widget-registry.ts';

export const KB = 1024;
export const budgets = {
  /** Every visitor of every host page pays for it, widget or not (goal 1.5 KB; it measured 0.88 KB). */
  loader: 1.5 * KB,
  /** Paid once per page that shows a widget, before any widget code. */
  runtime: 6 * KB,
  /** Each widget (or shared Preact) chunk; a minimal Preact shadow-root widget measured 5.7 KB. */
  widgetChunk: 15 * KB,
  /** Each widget with every chunk it imports (Preact included), beyond the runtime; RSVP measured 9.1 KB, contribution 10.4 KB. */
  widget: 12 * KB,
  /**
   * The legacy classic script: loader, runtime and all four widgets in one file, for pages that
   * cannot load modules (the widgets share one copy of Preact there).
   */
  legacy: 36 * KB,
  /** The platform's entry script plus every module it preloads. */
  platformFirstRoute: 150 * KB,
  /** The public event page `/e/:slug`: the entry, the app's start and the page's route chunk with everything they import. */
  platformEventRoute: 150 * KB,
  /**
   * Files the app's start loads (app/start.tsx and the chunks it imports, transitively): start,
   * app-core, the entry's own small chunk and rolldown's runtime. Each more file is one more request
   * and main-thread task before the first render on a phone (scripts/app-chunks.ts, decision 048).
   */
  appStartFiles: 4,
};

/** The event page route's entries in Vite's manifest (dist/platform/.vite/manifest.json). */
const EVENT_ROUTE_ENTRIES = ['index.html', 'app/start.tsx', 'app/routes/event-page.tsx'];

/**
 * The public pages a visitor opens from a link or a search, each drawn by the server for its first
 * paint: none may load zod before a form is sent (decision 022). Their main-thread work after that
 * paint is what their Lighthouse score loses.
 */
export const PUBLIC_PAGE_ROUTES = {
  'the event page': 'app/routes/event-page.tsx',
  'the marketplace search': 'app/routes/marketplace.tsx',
  'the product page': 'app/routes/marketplace-product.tsx',
  'the shop page': 'app/routes/marketplace-shop.tsx',
};

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The files of `entries` and every chunk they import statically, transitively, by Vite's manifest. */
function staticGraph(manifest: Record<string, ManifestChunk>, entries: string[]): { files: string[]; unknown: string[] } {
  const seen = new Set<string>();
  const unknown: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) return void unknown.push(key);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) visit(entry);
  return { files: [...new Set([...seen].map((key) => manifest[key]!.file))], unknown };
}

export interface SizeRow {
  label: string;
  files: string[];
  gzipBytes: number;
  budgetBytes: number;
}

export interface SizeReport {
  rows: SizeRow[];
  problems: string[];
}

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The JS the platform's index.html loads up front: module scripts and modulepreload links. */
export function firstRouteScripts(indexHtml: string): string[] {
  const urls = new Set<string>();
  for (const tag of indexHtml.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isModuleScript = /^<script/i.test(tag) && /type=["']?module/i.test(tag);
    const isPreload = /^<link/i.test(tag) && /rel=["']?modulepreload/i.test(tag);
    const url = /(?:src|href)=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if ((isModuleScript || isPreload) && url && !/^(https?:)?\/\//i.test(url)) urls.add(url);
  }
  return [...urls];
}

/**
 * A chunk and the chunks it imports statically, transitively, inside chunks/: what a page downloads
 * to show that widget once the runtime is there (the runtime itself, `../runtime.js`, has its own row).
 */
export function chunkWithImports(chunksDir: string, name: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(join(chunksDir, file))) return;
    seen.add(file);
    const code = readFileSync(join(chunksDir, file), 'utf8');
    for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g)) visit(match[1]!);
  };
  visit(name);
  return [...seen].map((file) => join(chunksDir, file));
}

/**
 * `expectedWidgets`: the widgets the SDK ships (its registry); each must have its own chunk and row,
 * so a widget that silently fell into a shared chunk or out of the build fails here.
 */
export function measureSizes(distDir = resolve(import.meta.dirname, '..', 'dist', 'platform'), expectedWidgets: readonly string[] = []): SizeReport {
  const rows: SizeRow[] = [];
  const problems: string[] = [];
  const sdkDir = join(distDir, 'sdk', 'v1');
  const show = (file: string) => relative(distDir, file);

  for (const [label, name, budget] of [
    ['SDK loader (cakeday.js)', 'cakeday.js', budgets.loader],
    ['SDK runtime (runtime.js)', 'runtime.js', budgets.runtime],
    ['SDK legacy script (cakeday.legacy.js, everything)', 'cakeday.legacy.js', budgets.legacy],
  ] as const) {
    const file = join(sdkDir, name);
    if (!existsSync(file)) problems.push(`${show(file)} is missing: run \`npm run build\` first.`);
    else rows.push({ label, files: [show(file)], gzipBytes: gzipSize(file), budgetBytes: budget });
  }

  const chunksDir = join(sdkDir, 'chunks');
  if (existsSync(chunksDir)) {
    for (const name of readdirSync(chunksDir)
      .filter((file) => file.endsWith('.js'))
      .sort()) {
      const file = join(chunksDir, name);
      rows.push({ label: `SDK chunk ${name}`, files: [show(file)], gzipBytes: gzipSize(file), budgetBytes: budgets.widgetChunk });
    }
  }

  if (existsSync(chunksDir)) {
    // Chunks are matched by the known names, longest first: a hash may contain '-' too (widget-contribution-l-pu2fgm.js).
    const longestFirst = [...expectedWidgets].sort((a, b) => b.length - a.length);
    for (const name of readdirSync(chunksDir).sort()) {
      const widget = longestFirst.find((known) => name.startsWith(`widget-${known}-`) && name.endsWith('.js'));
      if (!widget) continue;
      const files = chunkWithImports(chunksDir, name);
      rows.push({
        label: `Widget ${widget} (with Preact and shared chunks)`,
        files: files.map(show),
        gzipBytes: files.reduce((sum, file) => sum + gzipSize(file), 0),
        budgetBytes: budgets.widget,
      });
    }
  }

  for (const widget of expectedWidgets) {
    if (!rows.some((row) => row.label.startsWith(`Widget ${widget} (`))) problems.push(`The ${widget} widget has no chunk (chunks/widget-${widget}-<hash>.js): run \`npm run build\`.`);
  }

  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    problems.push(`${show(indexFile)} is missing: run \`npm run build\` first.`);
  } else {
    const urls = firstRouteScripts(readFileSync(indexFile, 'utf8'));
    const files = urls.map((url) => join(distDir, url.replace(/^\.?\//, '').split(/[?#]/)[0]!));
    const missing = files.filter((file) => !existsSync(file));
    if (urls.length === 0) problems.push('dist/platform/index.html loads no module script; is this really the built platform?');
    for (const file of missing) problems.push(`index.html references ${show(file)}, which is not in the build.`);
    const present = files.filter((file) => existsSync(file));
    rows.push({
      label: 'Platform first route (index.html scripts + modulepreload)',
      files: present.map(show),
      gzipBytes: present.reduce((sum, file) => sum + gzipSize(file), 0),
      budgetBytes: budgets.platformFirstRoute,
    });
  }

  // The event page's zod schemas were a third of it and most of its main-thread work after the first
  // paint; they load only when a form is sent (docs/decisions/022-public-first-paint.md).
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    problems.push(`${show(manifestFile)} is missing: the event page route cannot be measured (vite's build.manifest).`);
  } else {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
    const { files, unknown } = staticGraph(manifest, EVENT_ROUTE_ENTRIES);
    for (const key of unknown) problems.push(`${key} is not in the platform's manifest.`);
    const present = files.map((file) => join(distDir, file)).filter((file) => existsSync(file));
    for (const [page, entry] of Object.entries(PUBLIC_PAGE_ROUTES)) {
      const graph = staticGraph(manifest, ['index.html', 'app/start.tsx', entry]);
      for (const key of graph.unknown) if (!unknown.includes(key)) problems.push(`${key} is not in the platform's manifest.`);
      for (const file of graph.files) if (existsSync(join(distDir, file)) && readFileSync(join(distDir, file), 'utf8').includes('ZodError')) problems.push(`${file} of ${page}'s route carries zod.`);
    }
    rows.push({
      label: 'Platform event page route (/e/:slug, static imports)',
      files: present.map(show),
      gzipBytes: present.reduce((sum, file) => sum + gzipSize(file), 0),
      budgetBytes: budgets.platformEventRoute,
    });
    const start = staticGraph(manifest, ['app/start.tsx']).files;
    if (start.length > budgets.appStartFiles)
      problems.push(`The app's start loads ${start.length} script files (${start.join(', ')}), over its budget of ${budgets.appStartFiles}: see scripts/app-chunks.ts.`);
  }

  for (const row of rows) {
    if (row.gzipBytes > row.budgetBytes) problems.push(`${row.label} is ${formatKb(row.gzipBytes)} gzip, over its ${formatKb(row.budgetBytes)} budget.`);
  }
  return { rows, problems };
}

export const formatKb = (bytes: number) => `${(bytes / KB).toFixed(2)} KB`;

export function formatSizeReport({ rows, problems }: SizeReport): string {
  const width = Math.max(...rows.map((row) => row.label.length), 10);
  const lines = rows.map((row) => {
    const status = row.gzipBytes > row.budgetBytes ? 'OVER' : 'ok';
    const share = Math.round((row.gzipBytes / row.budgetBytes) * 100);
    return `${row.label.padEnd(width)}  ${formatKb(row.gzipBytes).padStart(10)} / ${formatKb(row.budgetBytes).padStart(10)} gz  ${String(share).padStart(3)}%  ${status}`;
  });
  return [`Size budgets (gzip -9)`, ...lines, ...problems.map((problem) => `✗ ${problem}`)].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const report = measureSizes(process.argv[2] ? resolve(process.argv[2]) : undefined, Object.keys(widgetLoaders));
  console.log(formatSizeReport(report));
  if (report.problems.length > 0) process.exit(1);
  console.log('All size budgets met.');
}
