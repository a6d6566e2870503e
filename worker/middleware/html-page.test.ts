import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppBindings, AppDeps } from '../deps.ts';
import { acceptsEncoding } from '../cache/json-responses.ts';
import { htmlPage } from './html-page.ts';

/** A page like the app's shell: long enough to be compressed, unique per test so no other test's kept copy answers. */
const pageOf = (mark: string) => `<!doctype html><html><head><title>${mark} — Cakeday</title></head><body>${'<div class="card">Fête 🎂 </div>'.repeat(200)}</body></html>`;

function appWith(compressors: Partial<Pick<AppDeps, 'brotli' | 'gzip'>>, page: () => string, status: 200 | 404 = 200) {
  const calls = { brotli: 0, gzip: 0 };
  const deps = {
    ...(compressors.brotli ? { brotli: (bytes: Uint8Array) => (calls.brotli++, compressors.brotli!(bytes)) } : {}),
    ...(compressors.gzip ? { gzip: (bytes: Uint8Array) => (calls.gzip++, compressors.gzip!(bytes)) } : {}),
  };
  const app = new Hono<AppBindings>()
    .use(async (c, next) => {
      c.set('deps', deps as unknown as AppDeps);
      await next();
    })
    .get('/', (c) => htmlPage(c, page(), status));
  return { app, calls };
}

const nodeCompressors = {
  brotli: (bytes: Uint8Array) => new Uint8Array(brotliCompressSync(bytes)),
  gzip: (bytes: Uint8Array) => new Uint8Array(gzipSync(bytes)),
};
const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('htmlPage: the pages the server sends itself', () => {
  it('sends Brotli to a browser that takes it, the same page once compressed, with Vary', async () => {
    const page = pageOf('brotli');
    const { app, calls } = appWith(nodeCompressors, () => page);
    for (let time = 0; time < 3; time += 1) {
      const response = await app.request('/', { headers: browser });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8');
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(bytes.byteLength).toBeLessThan(page.length / 5);
      expect(brotliDecompressSync(bytes).toString('utf8')).toBe(page);
    }
    expect(calls).toEqual({ brotli: 1, gzip: 0 });
  });

  it('sends gzip to a client that takes gzip alone, and the page as it is to one that takes neither', async () => {
    const page = pageOf('gzip');
    const { app } = appWith(nodeCompressors, () => page);
    const gzipped = await app.request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(new Uint8Array(await gzipped.arrayBuffer())).toString('utf8')).toBe(page);
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }] as Record<string, string>[]) {
      const plain = await app.request('/', { headers });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(plain.headers.get('vary')).toBe('Accept-Encoding');
      expect(await plain.text()).toBe(page);
    }
  });

  it('keeps its status, and leaves a short page alone', async () => {
    const missing = appWith(nodeCompressors, () => pageOf('missing'), 404);
    const response = await missing.app.request('/', { headers: browser });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-encoding')).toBe('br');
    const short = appWith(nodeCompressors, () => '<!doctype html><p>Hi</p>');
    const shortResponse = await short.app.request('/', { headers: browser });
    expect(shortResponse.headers.get('content-encoding')).toBeNull();
    expect(await shortResponse.text()).toBe('<!doctype html><p>Hi</p>');
    expect(short.calls).toEqual({ brotli: 0, gzip: 0 });
  });

  it('sends the page as it is where the runtime gives no compressor (Workers: the edge compresses)', async () => {
    const page = pageOf('workers');
    const { app } = appWith({}, () => page);
    const response = await app.request('/', { headers: browser });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBeNull();
    expect(await response.text()).toBe(page);
  });

  it('keeps the 16 most recently sent pages compressed, not more', async () => {
    let current = '';
    const { app, calls } = appWith(nodeCompressors, () => current);
    const pages = Array.from({ length: 17 }, (_, index) => pageOf(`page ${index}`));
    for (const page of pages) {
      current = page;
      await app.request('/', { headers: browser });
    }
    expect(calls.brotli).toBe(17);
    current = pages[16]!; // still kept
    await app.request('/', { headers: browser });
    expect(calls.brotli).toBe(17);
    current = pages[0]!; // dropped when the 17th came
    const again = await app.request('/', { headers: browser });
    expect(calls.brotli).toBe(18);
    expect(brotliDecompressSync(new Uint8Array(await again.arrayBuffer())).toString('utf8')).toBe(pages[0]);
  });

  it('reads Accept-Encoding as browsers send it', () => {
    for (const yes of ['gzip, deflate, br, zstd', 'br;q=1.0, gzip;q=0.8', 'BR', '*']) expect(acceptsEncoding(yes, 'br'), yes).toBe(true);
    for (const no of [undefined, '', 'gzip', 'br;q=0', 'brotli', 'gzip, br;q=0.0']) expect(acceptsEncoding(no, 'br'), String(no)).toBe(false);
  });
});
