import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appChunkGroups } from './scripts/app-chunks.ts';

// The platform builds into dist/platform; the SDK build (rollup) runs afterwards and adds
// dist/platform/sdk/v1, which is why vite may empty the folder first.
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
    // One chunk for what the app's start needs, one for the entry's own imports (scripts/app-chunks.ts, decision 048).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: appChunkGroups,
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
