import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LinkReaderOptions, parseAllowHosts, type PinnedFetch, readLink } from './link-reader.ts';
import { pinnedFetch } from './pinned-fetch.node.ts';

/**
 * DNS rebinding (decision 018): the attacker's DNS answers a public address to our check and an
 * internal one when the connection resolves the name again. A test cannot serve from a public
 * address, so two servers share one port on two loopback addresses: 127.0.0.2 plays the shop's
 * checked address, 127.0.0.1 the internal service. The names are allow-listed for their port
 * (LINK_READER_ALLOW_HOSTS, as in link-reader.test.ts), which lifts the private-address refusal but
 * not the pinning; the names do not exist in real DNS, so reaching anything proves the pin.
 */
const shopPage = '<meta property="og:title" content="Public Kite"><meta property="product:price:amount" content="24.50">';

// 64 MB of page in under 300 KB on the wire (level 1: quick to make).
const bomb = gzipSync(Buffer.concat([Buffer.from(shopPage), Buffer.alloc(64 * 1024 * 1024, ' ')]), { level: 1 });

let shop: Server;
let internal: Server;
let port: number;
let shopRequests: IncomingMessage[] = [];
let internalRequests: string[] = [];

function listen(server: Server, host: string, wanted = 0) {
  return new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(wanted, host, () => resolve((server.address() as AddressInfo).port));
  });
}

beforeAll(async () => {
  shop = createServer((request, response) => {
    shopRequests.push(request);
    if (request.url === '/hop') return void response.writeHead(302, { location: `http://second.test:${port}/product` }).end();
    if (request.url === '/gzip') return void response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(gzipSync(shopPage));
    if (request.url === '/bomb') return void response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(bomb);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(shopPage);
  });
  internal = createServer((request, response) => {
    internalRequests.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'text/html' }).end('<meta property="og:title" content="INTERNAL ADMIN">');
  });
  // The same port on both addresses; retry if another process holds it on 127.0.0.1.
  for (let attempt = 0; ; attempt += 1) {
    port = await listen(shop, '127.0.0.2');
    try {
      await listen(internal, '127.0.0.1', port);
      break;
    } catch (error) {
      await new Promise<void>((resolve) => shop.close(() => resolve()));
      if (attempt >= 5) throw error;
    }
  }
});
afterAll(async () => {
  await Promise.all([shop, internal].map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
});

/** A resolver that answers `first` once, then `after` to every later question (the attacker's DNS). */
function rebinding(first: string[], after: string[]) {
  const asked: string[] = [];
  return {
    asked,
    resolveHost: async (name: string) => {
      asked.push(name);
      return asked.filter((earlier) => earlier === name).length === 1 ? first : after;
    },
  };
}

const neverFetch = (() => {
  throw new Error('the Node path must not use fetch');
}) as unknown as typeof fetch;

describe('pinned GET against DNS rebinding', () => {
  it('reads the page from the checked address; the internal server answering the second lookup is never reached', async () => {
    shopRequests = [];
    internalRequests = [];
    const dns = rebinding(['127.0.0.2'], ['127.0.0.1']);
    const options: LinkReaderOptions = { fetch: neverFetch, fetchPinned: pinnedFetch, resolveHost: dns.resolveHost, allowHosts: parseAllowHosts(`rebind.test:${port}`), timeoutMs: 2000 };
    expect(await readLink(`http://rebind.test:${port}/product`, options)).toMatchObject({ ok: true, title: 'Public Kite', priceCents: 2450 });
    expect(internalRequests).toEqual([]);
    expect(dns.asked).toEqual(['rebind.test']);
    // The shop still sees its own name (virtual hosting and TLS work as usual).
    expect(shopRequests[0]!.headers.host).toBe(`rebind.test:${port}`);
  });

  it('checks and pins every redirect hop the same way', async () => {
    internalRequests = [];
    const dns = rebinding(['127.0.0.2'], ['127.0.0.1']);
    const allowHosts = parseAllowHosts(`first.test:${port},second.test:${port}`);
    const outcome = await readLink(`http://first.test:${port}/hop`, { fetch: neverFetch, fetchPinned: pinnedFetch, resolveHost: dns.resolveHost, allowHosts, timeoutMs: 2000 });
    expect(outcome).toMatchObject({ ok: true, title: 'Public Kite' });
    expect(dns.asked).toEqual(['first.test', 'second.test']);
    expect(internalRequests).toEqual([]);
  });

  it('hands the pinned GET exactly the public addresses it checked (no allow-list involved)', async () => {
    const pinned: (readonly string[] | undefined)[] = [];
    const spy: PinnedFetch = async (_url, init) => {
      pinned.push(init.addresses);
      return new Response(shopPage, { headers: { 'content-type': 'text/html' } });
    };
    const dns = rebinding(['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'], ['127.0.0.1']);
    expect(await readLink('https://rebind.example/kite', { fetch: neverFetch, fetchPinned: spy, resolveHost: dns.resolveHost })).toMatchObject({ ok: true });
    expect(pinned).toEqual([['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946']]);
    expect(dns.asked).toEqual(['rebind.example']);
  });

  it('decompresses a gzip body, and the byte cap counts the page, not the wire (a 64 MB compression bomb stops at 1 MB)', async () => {
    const options: LinkReaderOptions = { fetch: neverFetch, fetchPinned: pinnedFetch, allowHosts: parseAllowHosts(`127.0.0.2:${port}`) };
    expect(await readLink(`http://127.0.0.2:${port}/gzip`, options)).toMatchObject({ ok: true, title: 'Public Kite' });
    // What shows the inflating stopped at the cap is the memory it took, not how long it ran.
    const before = process.memoryUsage().arrayBuffers;
    expect(await readLink(`http://127.0.0.2:${port}/bomb`, { ...options, maxBytes: 1024 * 1024 })).toMatchObject({ ok: true, title: 'Public Kite' });
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(32 * 1024 * 1024);
  });
});

describe('pinned GET over TLS', () => {
  let dir: string | undefined;
  let tls: Server | undefined;
  const sniNames: string[] = [];

  beforeAll(async () => {
    try {
      dir = mkdtempSync(join(tmpdir(), 'cakeday-tls-'));
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=shop.test',
          '-addext',
          'subjectAltName=DNS:shop.test',
          '-keyout',
          join(dir, 'key.pem'),
          '-out',
          join(dir, 'cert.pem'),
        ],
        { stdio: 'ignore' },
      );
    } catch {
      return; // no openssl here: the test below is skipped
    }
    const key = readFileSync(join(dir, 'key.pem'));
    const cert = readFileSync(join(dir, 'cert.pem'));
    const server = createHttpsServer(
      {
        key,
        cert,
        // Called with the client's server name before the certificate goes out.
        SNICallback: (name, callback) => {
          sniNames.push(name);
          callback(null);
        },
      },
      (_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(shopPage),
    );
    await listen(server, '127.0.0.2');
    tls = server;
  });
  afterAll(async () => {
    if (tls) await new Promise<void>((resolve) => tls!.close(() => resolve()));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('sends the host name for TLS and verifies the certificate (an untrusted one is refused)', async (context) => {
    if (!tls) return context.skip();
    const tlsPort = (tls.address() as AddressInfo).port;
    const options: LinkReaderOptions = { fetch: neverFetch, fetchPinned: pinnedFetch, resolveHost: async () => ['127.0.0.2'], allowHosts: parseAllowHosts(`shop.test:${tlsPort}`), timeoutMs: 2000 };
    expect((await readLink(`https://shop.test:${tlsPort}/`, options)).message).toContain('the address could not be reached');
    await expect(pinnedFetch(new URL(`https://shop.test:${tlsPort}/`), { addresses: ['127.0.0.2'], signal: AbortSignal.timeout(2000), headers: {} })).rejects.toMatchObject({
      code: expect.stringMatching(/SELF_SIGNED|UNABLE_TO_VERIFY/),
    });
    // The handshake carried the name, so the server could pick the right certificate.
    expect(sniNames).toEqual(['shop.test', 'shop.test']);
  });
});
