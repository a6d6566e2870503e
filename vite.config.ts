import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { ChunkingContext } from 'rolldown';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The platform builds into dist/platform; the SDK build (rollup) runs afterwards and adds
// dist/platform/sdk/v1, which is why vite may empty the folder first.
/**
 * Everything app/start.tsx imports statically, and the entry does not, goes into one chunk. The
 * app always loads start before any route, yet rolldown split the modules start shares with lazy
 * routes into a dozen chunks of a few hundred bytes each — and on a phone every module file is a
 * request and a main-thread task of its own before the first render (decision 048). What the
 * entry (main.tsx) imports stays out: the entry must not load the app before the first paint.
 */
const startEntry = fileURLToPath(new URL('./platform/app/start.tsx', import.meta.url));
const pageEntry = fileURLToPath(new URL('./platform/main.tsx', import.meta.url));
let appCoreModules: Set<string> | undefined;
function staticGraph(entry: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}
let pageModules: Set<string> | undefined;
function appCoreChunk(moduleId: string, ctx: ChunkingContext): string | null {
  if (!appCoreModules) {
    pageModules = staticGraph(pageEntry, ctx);
    // start.tsx itself stays the dynamic entry's own chunk, which the prerender finds in the manifest.
    appCoreModules = new Set([...staticGraph(startEntry, ctx)].filter((id) => id !== startEntry && !pageModules.has(id)));
  }
  return appCoreModules.has(moduleId) ? 'app-core' : null;
}
/** The entry's own modules, held out of app-core first (a group takes its modules' imports along). */
function pageChunk(moduleId: string, ctx: ChunkingContext): string | null {
  pageModules ??= staticGraph(pageEntry, ctx);
  return moduleId !== pageEntry && pageModules.has(moduleId) && !moduleId.endsWith('.css') ? 'page' : null;
}
export default defineConfig({
  root: 'platform',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    // The service worker (platform/features/installable/service-worker/), built on its own into
    // /service-worker.js with this build's hashed files listed for its precache. The manifest is a
    // plain file in public/ and the page registers the worker itself (docs/decisions/041-installable-app.md).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'features/installable/service-worker',
      filename: 'service-worker.ts',
      manifest: false,
      injectRegister: false,
      includeManifestIcons: false,
      injectManifest: {
        // Scripts and styles only: the HTML shells are rewritten by the prerender after this build,
        // so the worker fetches them itself; photos and the SDK are not the app.
        globPatterns: ['assets/*.{js,css}', 'manifest.webmanifest', 'icons/icon-192.png'],
        maximumFileSizeToCacheInBytes: 1024 * 1024,
        minify: true,
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: '../dist/platform',
    emptyOutDir: true,
    // The landing page budget is measured on the entry chunk; source maps stay out of that file.
    sourcemap: false,
    target: 'es2022',
    // scripts/prerender.ts reads which chunks the app's start needs, to preload them on client-rendered pages.
    manifest: true,
    // No preload helper around dynamic imports: it adds a <link rel=modulepreload> per chunk the
    // import needs, and inserting those links was a third of the long tasks right after the public
    // pages' first paint. The browser fetches a lazy chunk's imports as soon as it has parsed it
    // (docs/decisions/022-public-first-paint.md).
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: pageChunk, priority: 2 },
            { name: appCoreChunk, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:8787', changeOrigin: false },
    },
  },
});
