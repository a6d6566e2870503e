import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress, WORKERS_ASSETS_IGNORE } from './precompress.mjs';

describe('precompress', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes Brotli and gzip copies of text files that decompress to the same bytes, and leaves the rest alone', () => {
    dir = mkdtempSync(join(tmpdir(), 'cakeday-precompress-'));
    mkdirSync(join(dir, 'assets'));
    const script = `export const words = ${JSON.stringify('cake '.repeat(2000))};`;
    writeFileSync(join(dir, 'assets', 'index-a1.js'), script);
    writeFileSync(join(dir, 'assets', 'tiny.css'), 'a{}');
    writeFileSync(join(dir, 'photo.png'), Buffer.alloc(4096, 1));
    writeFileSync(join(dir, 'assets', 'index-a1.js.map'), '{}'.padEnd(4096, ' '));
    const report = precompress(dir);
    expect(report.files).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'index-a1.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'index-a1.js.gz'))).toString()).toBe(script);
    expect(report.after).toBeLessThan(report.before / 10);
    for (const skipped of ['assets/tiny.css.br', 'photo.png.br', 'assets/index-a1.js.map.br']) expect(existsSync(join(dir, skipped))).toBe(false);
    // Workers' assets are compressed by Cloudflare: the copies stay out of the upload (see below).
    expect(readFileSync(join(dir, '.assetsignore'), 'utf8')).toBe(WORKERS_ASSETS_IGNORE);
  });

  it('leaves out of the Workers upload the compressed copies, the source maps and Vite’s manifest, and only those (wrangler’s own dry run)', async () => {
    dir = mkdtempSync(join(tmpdir(), 'cakeday-precompress-'));
    const site = join(dir, 'platform');
    const served = ['index.html', 'service-worker.js', 'assets/index-a1.js', 'assets/index-b2.css', 'sdk/v1/cakeday.js', 'sdk/v1/cakeday.d.ts', 'sdk/v1/chunks/shared-c3.js'];
    const built = [...served, 'assets/index-a1.js.map', 'sdk/v1/cakeday.js.map', '.vite/manifest.json'];
    for (const file of built) {
      mkdirSync(dirname(join(site, file)), { recursive: true });
      writeFileSync(join(site, file), `/* ${file} */ ${'cake '.repeat(400)}`);
    }
    precompress(site);
    writeFileSync(join(dir, 'worker.js'), 'export default { fetch: () => new Response("ok") };\n');
    writeFileSync(join(dir, 'wrangler.toml'), 'name = "assets-check"\nmain = "worker.js"\ncompatibility_date = "2026-04-20"\n[assets]\ndirectory = "platform"\n');
    const wrangler = join(import.meta.dirname, '..', 'node_modules', 'wrangler', 'bin', 'wrangler.js');
    const child = spawn(process.execPath, [wrangler, 'deploy', '--dry-run', '--outdir', join(dir, 'out'), '--config', join(dir, 'wrangler.toml')], {
      cwd: dir,
      env: { ...process.env, WRANGLER_LOG: 'debug', WRANGLER_SEND_METRICS: 'false', CI: 'true', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [code] = await once(child, 'close');
    expect(code, output).toBe(0);
    // With debug logs wrangler lists what it read ("/path") and each file it leaves out.
    const read = [...output.matchAll(/^\/(\S+)$/gm)].map((match) => match[1]!).filter((file) => existsSync(join(site, file)) && statSync(join(site, file)).isFile());
    const ignored = new Set([...output.matchAll(/^Ignoring asset: (\S+)$/gm)].map((match) => match[1]!));
    expect(read.length).toBeGreaterThan(served.length);
    expect(read.filter((file) => !ignored.has(file)).sort()).toEqual([...served].sort());
  }, 30_000);
});
