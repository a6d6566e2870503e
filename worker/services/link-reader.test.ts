import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress, LinkRefusedError, type LinkReaderOptions, parseAllowHosts, readLink } from './link-reader.ts';
import { pinnedFetch } from './pinned-fetch.node.ts';

const productPage = `<!doctype html><html><head><title>Kite shop</title>
<meta property="og:title" content="Rainbow Kite"><meta property="og:image" content="https://cdn.example/kite.jpg">
<meta property="product:price:amount" content="24.50"><meta property="product:price:currency" content="USD"></head><body>Kite</body></html>`;

let server: Server;
let base: string;
let options: LinkReaderOptions;
let served: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    served.push(request.url ?? '');
    switch (request.url) {
      case '/product':
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(productPage);
        return;
      case '/moved':
        response.writeHead(302, { location: '/product' }).end();
        return;
      case '/to-private':
        response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
        return;
      case '/loop':
        response.writeHead(301, { location: '/loop' }).end();
        return;
      case '/huge': {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.write('<html><head><meta property="og:title" content="Huge page"></head><body>');
        const chunk = 'x'.repeat(64 * 1024);
        let sent = 0;
        const pump = () => {
          while (sent < 5 * 1024 * 1024) {
            sent += chunk.length;
            if (!response.write(chunk)) return void response.once('drain', pump);
          }
          response.end('</body></html>');
        };
        pump();
        response.on('error', () => undefined);
        return;
      }
      case '/slow':
        setTimeout(() => response.writeHead(200, { 'content-type': 'text/html' }).end(productPage), 2000).unref();
        return;
      case '/pdf':
        response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4');
        return;
      case '/latin1':
        // windows-1252 bytes, declared only in the page itself: "Café crème".
        response.writeHead(200, { 'content-type': 'text/html' }).end(Buffer.from('<meta charset="windows-1252"><title>Caf\xe9 cr\xe8me</title>', 'latin1'));
        return;
      case '/plain':
        response.writeHead(200, { 'content-type': 'text/html' }).end('<p>no product here</p>');
        return;
      default:
        response.writeHead(404, { 'content-type': 'text/html' }).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  options = { fetch, allowHosts: parseAllowHosts(` 127.0.0.1:${port} ,`), timeoutMs: 800 };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// Once with fetch (Workers, and Node before decision 018) and once with the Node entry's pinned GET.
describe.each([
  ['fetch', {}],
  ['the pinned GET', { fetchPinned: pinnedFetch }],
] as const)('readLink against a local shop page (allow-listed), with %s', (_name, extra) => {
  const opts = (): LinkReaderOptions => ({ ...options, ...extra });

  it('reads title, image and price from the product page', async () => {
    expect(await readLink(`${base}/product`, opts())).toEqual({
      ok: true,
      title: 'Rainbow Kite',
      imageUrl: 'https://cdn.example/kite.jpg',
      priceCents: 2450,
      currency: 'USD',
      message: 'We read the page. Check the details before you save.',
    });
  });

  it('decodes the page in its declared charset', async () => {
    expect((await readLink(`${base}/latin1`, opts())).title).toBe('Café crème');
  });

  it('follows a redirect on the same allowed host', async () => {
    expect((await readLink(`${base}/moved`, opts())).title).toBe('Rainbow Kite');
  });

  it('refuses to follow a redirect to the cloud metadata address (a message, no request sent there)', async () => {
    const outcome = await readLink(`${base}/to-private`, opts());
    expect(outcome).toEqual({ ok: false, message: "We couldn't read that page (it redirects to an address we can’t read). Fill in the details by hand." });
  });

  it('stops after 3 redirects', async () => {
    served = [];
    expect((await readLink(`${base}/loop`, opts())).message).toContain('it redirects too many times');
    expect(served).toHaveLength(4);
  });

  it('reads at most 1 MB of a huge page and still parses its head', async () => {
    const outcome = await readLink(`${base}/huge`, { ...opts(), maxBytes: 1024 * 1024, timeoutMs: 5000 });
    expect(outcome).toMatchObject({ ok: true, title: 'Huge page' });
  });

  it('gives up on a slow page after the timeout', async () => {
    // The page answers after 2 s: "too long" shows the reader gave up at its 800 ms first.
    expect(await readLink(`${base}/slow`, opts())).toEqual({ ok: false, message: "We couldn't read that page (it took too long to answer). Fill in the details by hand." });
  });

  it.each([
    ['/pdf', "We couldn't read that page (it is not a web page). Fill in the details by hand."],
    ['/missing', "We couldn't read that page (the shop answered with status 404). Fill in the details by hand."],
    ['/plain', "We couldn't find product details on that page. Fill in the details by hand."],
  ])('answers %s with a message, never an error', async (path, message) => {
    expect(await readLink(`${base}${path}`, opts())).toEqual({ ok: false, message });
  });

  it('answers an unreachable address with a message', async () => {
    const closed = { ...opts(), allowHosts: parseAllowHosts('127.0.0.1:9') };
    expect((await readLink('http://127.0.0.1:9/', closed)).message).toBe("We couldn't read that page (the address could not be reached). Fill in the details by hand.");
  });
});

describe('readLink refusals (400 in the API; nothing is fetched)', () => {
  const neverFetch: typeof fetch = () => {
    throw new Error('must not fetch');
  };
  it.each([
    ['http://127.0.0.1/'],
    ['http://10.1.2.3/item'],
    ['http://192.168.0.1/'],
    ['http://169.254.169.254/latest/meta-data/'],
    ['http://[::1]/'],
    ['http://[fd00:ec2::254]/'],
    ['http://[::ffff:127.0.0.1]/'],
    ['http://2130706433/'],
    ['http://0x7f.1/'],
    ['http://localhost/'],
    ['http://printer.local/'],
    ['http://db.internal/'],
    ['http://intranet/'],
    ['https://shop.example:8443/kite'],
    ['ftp://shop.example/kite'],
    ['file:///etc/passwd'],
    ['https://user:pw@shop.example/'],
    ['not a url'],
  ])('refuses %s', async (url) => {
    await expect(readLink(url, { fetch: neverFetch })).rejects.toBeInstanceOf(LinkRefusedError);
  });

  it('refuses a name that resolves to any private address, and reports an unknown name as a message', async () => {
    const resolveHost = async (name: string) => (name === 'sneaky.example' ? ['93.184.216.34', '10.0.0.5'] : []);
    await expect(readLink('https://sneaky.example/', { fetch: neverFetch, resolveHost })).rejects.toThrow('private or local network');
    expect((await readLink('https://nowhere.example/', { fetch: neverFetch, resolveHost })).message).toContain('the address could not be found');
  });

  it('rechecks every redirect hop with the resolver', async () => {
    const hops: string[] = [];
    const fakeFetch = (async (url: string) => {
      hops.push(url);
      return new Response(null, { status: 302, headers: { location: 'https://inside.example/' } });
    }) as unknown as typeof fetch;
    const resolveHost = async (name: string) => (name === 'inside.example' ? ['192.168.1.10'] : ['93.184.216.34']);
    expect((await readLink('https://shop.example/', { fetch: fakeFetch, resolveHost })).message).toContain('it redirects to an address we can’t read');
    expect(hops).toEqual(['https://shop.example/']);
  });
});

describe('isPrivateAddress', () => {
  it.each([
    '0.0.0.0',
    '10.0.0.1',
    '100.64.0.1',
    '127.0.0.1',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '224.0.0.1',
    '::',
    '::1',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    '::ffff:10.0.0.1',
    '64:ff9b::7f00:1',
    'nonsense',
  ])('%s is private', (address) => expect(isPrivateAddress(address)).toBe(true));
  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])('%s is public', (address) => expect(isPrivateAddress(address)).toBe(false));
});
