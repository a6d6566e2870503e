/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the built platform and
 * SDK, once at build time, so the Node server sends them compressed without spending CPU per
 * request (serveStatic's `precompressed` picks the copy the browser accepts). Under Lighthouse's
 * mobile network the landing page's JavaScript went from ~400 KB to ~130 KB on the wire.
 * Workers' static assets are compressed by Cloudflare itself, so `.assetsignore` keeps the
 * copies out of the upload, with the rest Workers never serves: the SDK's source maps and Vite's
 * build manifest (read by the build's own scripts). Being the build's last step, this writes it.
 *
 *   node scripts/precompress.mjs dist/platform
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
// Below this a compressed copy saves less than the extra header costs.
const MIN_BYTES = 1024;

/** wrangler's `.assetsignore` (gitignore patterns) for the upload of dist/platform to Workers. */
export const WORKERS_ASSETS_IGNORE = '*.br\n*.gz\n*.map\n/.vite/\n';

export function precompress(dir) {
  let files = 0;
  let before = 0;
  let after = 0;
  const visit = (folder) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) {
        visit(path);
        continue;
      }
      if (!COMPRESSIBLE.test(name) || name.endsWith('.map')) continue;
      const bytes = readFileSync(path);
      if (bytes.length < MIN_BYTES) continue;
      const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
      writeFileSync(`${path}.br`, br);
      writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      files += 1;
      before += bytes.length;
      after += br.length;
    }
  };
  visit(dir);
  writeFileSync(join(dir, '.assetsignore'), WORKERS_ASSETS_IGNORE);
  return { files, before, after };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'dist/platform';
  const { files, before, after } = precompress(dir);
  console.log(`Precompressed ${files} files in ${dir}: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with Brotli.`);
}
