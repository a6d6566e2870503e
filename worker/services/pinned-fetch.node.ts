import { type IncomingMessage, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { pipeline, Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { PinnedFetch } from './link-reader.ts';

/**
 * The link reader's GET on Node, connected to the addresses the reader already checked (decision
 * 018). fetch (undici) resolves the host name again when it connects, so a DNS server that
 * answered a public address to our check could answer 127.0.0.1 or the cloud metadata address to
 * the connection (DNS rebinding). Here node:http(s) gets a `lookup` that can only answer the
 * checked addresses; TLS still verifies the certificate against the host name (`servername`).
 * Redirects are answered, not followed: readLink checks and pins each hop itself. The timeout
 * (the signal) and the byte cap (readLink cancels the body, which destroys the socket) are
 * readLink's, shared with Workers. Imported only by entry.node.ts: it uses Node built-ins.
 */
function pinnedLookup(addresses: readonly string[]): LookupFunction {
  return (hostname, options, callback) => {
    const entries = addresses.map((address) => ({ address, family: isIP(address) })).filter((entry) => !options.family || entry.family === options.family);
    const first = entries[0];
    if (!first) {
      callback(Object.assign(new Error(`No checked address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
      return;
    }
    // `all` is what net asks for when it races IPv6 and IPv4 (autoSelectFamily): still only checked addresses.
    if (options.all) callback(null, entries);
    else callback(null, first.address, first.family);
  };
}

const DECODERS: Record<string, () => NodeJS.ReadWriteStream> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

/** A web Response over the message; a compressed body is decompressed as it streams, so readLink's byte cap counts the page's real bytes. */
function toResponse(message: IncomingMessage): Response {
  const headers = new Headers();
  for (let index = 0; index + 1 < message.rawHeaders.length; index += 2) {
    try {
      headers.append(message.rawHeaders[index]!, message.rawHeaders[index + 1]!);
    } catch {
      // A header value fetch would refuse: not one the reader needs.
    }
  }
  const status = message.statusCode ?? 0;
  if ([204, 205, 304].includes(status) || (status >= 300 && status < 400)) {
    message.destroy();
    return new Response(null, { status, headers });
  }
  const decoder = DECODERS[(message.headers['content-encoding'] ?? '').trim().toLowerCase()];
  const body = decoder ? (pipeline(message, decoder(), () => undefined) as unknown as Readable) : message;
  try {
    return new Response(Readable.toWeb(body) as unknown as ReadableStream<Uint8Array>, { status, headers });
  } catch (error) {
    body.destroy();
    throw error;
  }
}

export const pinnedFetch: PinnedFetch = (url, { addresses, signal, headers }) =>
  new Promise<Response>((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const hostname = url.hostname.replace(/^\[|\]$/g, '');
    const request = (secure ? httpsRequest : httpRequest)(url, {
      method: 'GET',
      headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' },
      signal,
      // A fresh connection each time: a pooled socket could have been opened for another answer.
      agent: false,
      ...(addresses?.length ? { lookup: pinnedLookup(addresses) } : {}),
      ...(secure && !isIP(hostname) ? { servername: hostname } : {}),
    });
    request.once('response', (message) => {
      try {
        resolve(toResponse(message));
      } catch (error) {
        reject(error);
      }
    });
    request.once('error', reject);
    request.end();
  });
