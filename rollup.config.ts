/**
 * Builds the embeddable SDK into dist/platform/sdk/v1/, where both runtimes serve it as static files
 * (it runs after `vite build`, which empties dist/platform):
 *
 *   cakeday.js         the loader: a classic IIFE for `<script async>`, ES2019, no dependencies
 *   runtime.js         an ES module the loader imports only when the page has a widget
 *   chunks/*.js        one chunk per widget (widget-<name>-<hash>.js) plus shared code (Preact), imported by the runtime
 *   cakeday.legacy.js  loader, runtime and every widget in one classic script, for pages that cannot load modules
 *   cakeday.d.ts       the public types (sdk/types.ts): the Cakeday() calls and every event's detail
 *
 * The loader carries the package version and a build id (`Cakeday.version`, `Cakeday.build`).
 *
 * Budgets for these files are checked by scripts/check-size.ts.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { defineConfig, type Plugin } from 'rollup';
import { dts } from 'rollup-plugin-dts';

const outDir = 'dist/platform/sdk/v1';

/** Old hashed chunks would otherwise pile up and be counted by the size check. */
function cleanOutDir(): Plugin {
  return { name: 'cakeday-clean-sdk-dir', buildStart: () => rmSync(outDir, { recursive: true, force: true }) };
}

const version: string = JSON.parse(readFileSync('package.json', 'utf8')).version;
/** The commit the SDK was built from (CAKEDAY_BUILD_ID wins, for builds outside a git checkout). */
function buildId(): string {
  if (process.env.CAKEDAY_BUILD_ID) return process.env.CAKEDAY_BUILD_ID;
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return `local-${Date.now().toString(36)}`;
  }
}
const build = buildId();

const plugins = (ecma: 2019 | 2020) => [
  nodeResolve({ extensions: ['.ts', '.tsx', '.mjs', '.js'], browser: true }),
  typescript({ tsconfig: './tsconfig.sdk.json', target: ecma === 2019 ? 'ES2019' : 'ES2020', outputToFilesystem: false, noEmitOnError: true }),
  // global_defs bakes the version and build id into the loader (`Cakeday.version`, `Cakeday.build`).
  terser({ ecma, module: ecma === 2020, compress: { passes: 2, global_defs: { __CAKEDAY_VERSION__: version, __CAKEDAY_BUILD__: build } }, format: { comments: false } }),
];

export default defineConfig([
  {
    input: 'sdk/loader.ts',
    output: { file: `${outDir}/cakeday.js`, format: 'iife', sourcemap: true },
    plugins: [cleanOutDir(), ...plugins(2019)],
  },
  {
    input: 'sdk/legacy.ts',
    // One file: the runtime's dynamic imports of the widgets are inlined (a classic script cannot import).
    output: { file: `${outDir}/cakeday.legacy.js`, format: 'iife', sourcemap: true, inlineDynamicImports: true },
    plugins: plugins(2019),
  },
  {
    input: 'sdk/types.ts',
    output: { file: `${outDir}/cakeday.d.ts`, format: 'es' },
    plugins: [dts({ tsconfig: './tsconfig.sdk.json' })],
  },
  {
    input: { runtime: 'sdk/runtime.ts' },
    output: {
      dir: outDir,
      format: 'es',
      sourcemap: true,
      entryFileNames: '[name].js',
      // Widget chunks are named after their folder (chunks/widget-rsvp-…js), so the size check
      // can give each widget, with the shared chunks it imports, its own budget.
      chunkFileNames: (chunk) => {
        const widget = /[\\/]widgets[\\/]([a-z-]+)[\\/]index\.tsx$/.exec(chunk.facadeModuleId ?? '')?.[1];
        // What several widgets share (Preact, widgets/core, core's rules) is named for that, not
        // after whichever module rollup happened to put first in it.
        return widget && widget !== 'core' ? `chunks/widget-${widget}-[hash].js` : 'chunks/shared-[hash].js';
      },
    },
    // Code the widgets share with the runtime (API client, events) stays in runtime.js, which they import, rather than in an extra chunk that would add a request before any widget shows.
    preserveEntrySignatures: 'allow-extension',
    plugins: plugins(2020),
  },
]);
