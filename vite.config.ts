import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The platform builds into dist/platform; the SDK build (rollup) runs afterwards and adds
// dist/platform/sdk/v1, which is why vite may empty the folder first.
export default defineConfig({
  root: 'platform',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
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
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:8787', changeOrigin: false },
    },
  },
});
