/**
 * How long browsers and shared caches keep a file of the built platform and SDK, by its URL path:
 * one rule for both runtimes (the Node entry's static files, the Workers entry's ASSETS binding).
 */

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * An SDK file: the chunks' names carry their content's hash, so they never change; the entry files
 * keep their names across releases (host pages link them), so a new release reaches every page
 * within minutes.
 */
export function sdkCacheControl(path: string): string {
  return path.startsWith('/sdk/v1/chunks/') ? IMMUTABLE : 'public, max-age=300';
}

/**
 * A static file's Cache-Control, or undefined for the server's default (HTML pages, icons, demo
 * photos: asked again each time). Vite's /assets/ carry their content's hash in their names; the
 * service worker and the manifest keep their names across builds, so they are asked again each
 * time (docs/decisions/041-installable-app.md).
 */
export function staticCacheControl(path: string): string | undefined {
  if (path.startsWith('/assets/')) return IMMUTABLE;
  if (path.startsWith('/sdk/')) return sdkCacheControl(path);
  if (path === '/service-worker.js' || path === '/manifest.webmanifest') return 'no-cache';
  return undefined;
}

/**
 * Files the build writes for itself, never for visitors: source maps (the whole source, comments
 * and all), the precompressed copies (sent in place of their original, never by their own name)
 * and Vite's manifest. The Workers side never uploads them (scripts/precompress.mjs's
 * `.assetsignore`); the Node entry answers 404 for them, so both runtimes show the same files.
 */
export function isBuildOnlyFile(path: string): boolean {
  return /\.(map|br|gz)$/.test(path) || path.startsWith('/.vite/');
}
