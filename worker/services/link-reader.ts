import { parseLinkMetadata } from '#core/domain/wishlist/link-metadata.rules.ts';
import type { ReadLinkOutcome } from '#core/domain/wishlist/wishlist.schema.ts';
import { decodePage } from './link-reader-charset.ts';

/**
 * Reads a product page for the wishlist (title, image, price) without letting a link reach into
 * our own network. Runs on Node and Workers:
 * - http(s) on the default ports only (an allow-list of host:port serves local test pages);
 * - refuses IP literals in private, loopback, link-local, unique-local, CGNAT, documentation and
 *   metadata ranges, and `localhost`, `*.local`, `*.internal`, single-label names;
 * - where a resolver is given (the Node entry passes node:dns lookup), refuses a name if ANY of
 *   its addresses is private, and — with `fetchPinned` (Node) — connects to exactly the addresses
 *   it checked, so a DNS server that answers differently the second time (rebinding) gains nothing;
 * - follows at most 3 redirects by hand, checking and pinning every hop the same way;
 * - gives up after `timeoutMs` (5 s) and reads at most `maxBytes` (1 MB) of the body;
 * - decodes the bytes in the page's own charset (link-reader-charset.ts), then parses them with a
 *   real HTML parser (core/domain/wishlist/link-metadata.rules.ts).
 * A link that is refused before anything is fetched throws `LinkRefusedError` (the API answers
 * 400); every failure after that is an ordinary outcome with a message. See decisions 012 and 018.
 */
export interface LinkReaderOptions {
  fetch: typeof fetch;
  /** All addresses of a host name (Node: dns.lookup with all: true). Absent on Workers. */
  resolveHost?: (hostname: string) => Promise<string[]>;
  /**
   * One GET that connects only to `addresses` (already checked), never resolving the name again;
   * redirects are answered, not followed. Node only (worker/services/pinned-fetch.node.ts);
   * without it `fetch` is used, which on Workers cannot reach private networks anyway.
   */
  fetchPinned?: PinnedFetch;
  /** "host:port" pairs that may be read even though private (local test pages only). */
  allowHosts?: ReadonlySet<string>;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

export type PinnedFetch = (url: URL, init: { addresses: readonly string[] | undefined; signal: AbortSignal; headers: Record<string, string> }) => Promise<Response>;

export class LinkRefusedError extends Error {}

const PRIVATE_MESSAGE = 'That link points to a private or local network address, which we can’t read. Use the shop’s public web address.';
const FILL_BY_HAND = 'Fill in the details by hand.';

/** Parses "LINK_READER_ALLOW_HOSTS" (comma list of host:port). */
export function parseAllowHosts(raw: string | undefined): Set<string> {
  return new Set(
    (raw ?? '')
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  );
}

function ipv4Parts(address: string): number[] | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  if (!match) return null;
  const parts = match.slice(1).map(Number);
  return parts.every((part) => part <= 255) ? parts : null;
}

function privateIpv4([a, b, c]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b! >= 64 && b! <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b! >= 16 && b! <= 31) ||
    (a === 192 && b === 0 && (c === 0 || c === 2)) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    (a === 198 && b === 51 && c === 100) ||
    (a === 203 && b === 0 && c === 113) ||
    a! >= 224
  );
}

/** Expands an IPv6 address to its 8 groups; null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const embedded = /(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})$/.exec(text);
  if (embedded) {
    const v4 = ipv4Parts(embedded[1]!);
    if (!v4) return null;
    text = `${text.slice(0, -embedded[1]!.length)}${((v4[0]! << 8) | v4[1]!).toString(16)}:${((v4[2]! << 8) | v4[3]!).toString(16)}`;
  }
  if (!/^[0-9a-f:]+$/.test(text) || (text.match(/::/g) ?? []).length > 1) return null;
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...headGroups, ...Array(tail === undefined ? 0 : missing).fill('0'), ...tailGroups];
  if (groups.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}

/** True for any address a link must not reach: private, loopback, link-local, unique-local, metadata, multicast, reserved. */
export function isPrivateAddress(address: string): boolean {
  const v4 = ipv4Parts(address);
  if (v4) return privateIpv4(v4);
  const groups = ipv6Groups(address.replace(/^\[|\]$/g, ''));
  if (!groups) return true; // not an address we understand: refuse rather than guess
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [number, number, number, number, number, number, number, number];
  const embeddedV4 = [g6 >> 8, g6 & 255, g7 >> 8, g7 & 255];
  if (groups.every((group) => group === 0)) return true; // ::
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0 && g6 === 0 && g7 === 1) return true; // ::1
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && (g5 === 0xffff || g5 === 0)) return privateIpv4(embeddedV4); // mapped / compatible
  if (g0 === 0x64 && g1 === 0xff9b) return privateIpv4(embeddedV4); // NAT64
  if ((g0 & 0xfe00) === 0xfc00) return true; // fc00::/7 unique-local (incl. fd00:ec2::254 metadata)
  if ((g0 & 0xffc0) === 0xfe80) return true; // fe80::/10 link-local
  if ((g0 & 0xff00) === 0xff00) return true; // multicast
  if (g0 === 0x2001 && g1 === 0x0db8) return true; // documentation
  if (g0 === 0x2002) return privateIpv4([g1 >> 8, g1 & 255, g2 >> 8, g2 & 255]); // 6to4
  return false;
}

function isIpLiteral(hostname: string): boolean {
  return ipv4Parts(hostname) !== null || hostname.startsWith('[');
}

/**
 * Checks one address before fetching it; throws LinkRefusedError with a message for people.
 * Answers the addresses to connect to (checked public, or the allow-listed host's own), or
 * undefined where there is no resolver (Workers).
 */
async function checkTarget(url: URL, options: LinkReaderOptions): Promise<string[] | undefined> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new LinkRefusedError('Only http:// and https:// links can be read.');
  if (url.username || url.password) throw new LinkRefusedError('Links with a user name or password in them can’t be read.');
  const hostname = url.hostname.toLowerCase();
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const allowed = options.allowHosts?.has(`${hostname}:${port}`) ?? false;
  if (url.port && !allowed) throw new LinkRefusedError('Links on unusual ports can’t be read. Use the shop’s normal web address.');
  if (isIpLiteral(hostname)) {
    if (!allowed && isPrivateAddress(hostname)) throw new LinkRefusedError(PRIVATE_MESSAGE);
    return [hostname.replace(/^\[|\]$/g, '')];
  }
  const bare = hostname.replace(/\.$/, '');
  if (!allowed && (!bare.includes('.') || bare === 'localhost' || /\.(localhost|local|internal|lan|home|intranet|corp)$/.test(bare))) throw new LinkRefusedError(PRIVATE_MESSAGE);
  if (!options.resolveHost) return undefined;
  let addresses: string[];
  try {
    addresses = await options.resolveHost(bare);
  } catch {
    throw new UnreachableError('the address could not be found');
  }
  if (addresses.length === 0) throw new UnreachableError('the address could not be found');
  // The allow-list lifts the private-address refusal for local test pages, never the pinning.
  if (!allowed && addresses.some(isPrivateAddress)) throw new LinkRefusedError(PRIVATE_MESSAGE);
  return addresses;
}

/** A read that failed for an ordinary reason (answered as a message, not an error). */
class UnreachableError extends Error {}

function failed(reason: string): ReadLinkOutcome {
  return { ok: false, message: `We couldn't read that page (${reason}). ${FILL_BY_HAND}` };
}

async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < maxBytes) {
    const { done, value } = await reader.read();
    if (done) break;
    const room = maxBytes - size;
    chunks.push(value.byteLength > room ? value.subarray(0, room) : value);
    size += Math.min(value.byteLength, room);
  }
  await reader.cancel().catch(() => undefined);
  const all = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return all;
}

/**
 * Reads `rawUrl` and answers what it found. Throws LinkRefusedError for a link that must not be
 * read at all (bad or private address); everything else is a normal outcome.
 */
export async function readLink(rawUrl: string, options: LinkReaderOptions): Promise<ReadLinkOutcome> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new LinkRefusedError('Link must be a web address starting with http:// or https://');
  }
  let addresses: string[] | undefined;
  try {
    addresses = await checkTarget(url, options);
  } catch (error) {
    if (error instanceof UnreachableError) return failed(error.message);
    throw error;
  }
  const maxRedirects = options.maxRedirects ?? 3;
  const signal = AbortSignal.timeout(options.timeoutMs ?? 5000);
  try {
    for (let hop = 0; ; hop += 1) {
      const headers = { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5', 'user-agent': 'CakedayLinkReader/1.0 (+wishlist preview)' };
      const response = options.fetchPinned ? await options.fetchPinned(url, { addresses, signal, headers }) : await options.fetch(url.href, { redirect: 'manual', signal, headers });
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel().catch(() => undefined);
        const location = response.headers.get('location');
        if (!location) return failed(`the shop answered with status ${response.status}`);
        if (hop >= maxRedirects) return failed('it redirects too many times');
        const next = new URL(location, url);
        try {
          addresses = await checkTarget(next, options);
        } catch (error) {
          if (error instanceof LinkRefusedError) return failed('it redirects to an address we can’t read');
          throw error;
        }
        url = next;
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        return failed(`the shop answered with status ${response.status}`);
      }
      const contentType = response.headers.get('content-type') ?? '';
      if (!/text\/html|application\/xhtml\+xml/i.test(contentType)) {
        await response.body?.cancel().catch(() => undefined);
        return failed('it is not a web page');
      }
      // Bytes until the charset is known: the page may declare it only in its own <meta>.
      const html = decodePage(await readCapped(response, options.maxBytes ?? 1024 * 1024), contentType);
      const found = parseLinkMetadata(html, url.href);
      if (found.title === undefined && found.imageUrl === undefined && found.priceCents === undefined) {
        return { ok: false, message: `We couldn't find product details on that page. ${FILL_BY_HAND}` };
      }
      const missing = [found.title === undefined && 'title', found.imageUrl === undefined && 'picture', found.priceCents === undefined && 'price'].filter(Boolean);
      return {
        ok: true,
        ...found,
        message: missing.length ? `We read the page but found no ${missing.join(' or ')}. Check the details and fill in the rest.` : 'We read the page. Check the details before you save.',
      };
    }
  } catch (error) {
    if (error instanceof UnreachableError) return failed(error.message);
    if (signal.aborted || (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))) return failed('it took too long to answer');
    return failed('the address could not be reached');
  }
}
