import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.mjs';

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
    // Workers' assets are compressed by Cloudflare: the copies stay out of the upload.
    expect(readFileSync(join(dir, '.assetsignore'), 'utf8')).toBe('*.br\n*.gz\n');
  });
});
