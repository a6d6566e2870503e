/**
 * The receiving end of Web Push, for tests: what a browser and its push service do with our
 * requests. Checks the VAPID JWT (RFC 8292: ES256 over the `k` public key, `aud` the endpoint's
 * origin, `exp` within 24 h, `sub` a contact) and decrypts the aes128gcm payload (RFC 8291, RFC
 * 8188) with the subscriber's private key, written apart from the sender (web-push.ts). Web Crypto only,
 * so it runs in Node and workerd alike.
 */
import { base64UrlToBytes, bytesToBase64Url } from '../vapid.ts';

export interface TestSubscriber {
  /** What the browser would send us: PushSubscription.toJSON().keys. */
  keys: { p256dh: string; auth: string };
  privateKey: CryptoKey;
  publicRaw: Uint8Array;
  authSecret: Uint8Array;
}

const text = new TextEncoder();

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const buffer = (bytes: Uint8Array): ArrayBuffer => concat(bytes).buffer;

export async function createTestSubscriber(): Promise<TestSubscriber> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
  const publicRaw = new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer);
  const authSecret = crypto.getRandomValues(new Uint8Array(16));
  return { keys: { p256dh: bytesToBase64Url(publicRaw), auth: bytesToBase64Url(authSecret) }, privateKey: pair.privateKey, publicRaw, authSecret };
}

export interface VapidCheck {
  ok: boolean;
  problem?: string;
  claims?: { aud?: string; exp?: number; sub?: string };
  /** The `k` public key the request was signed with (base64url). */
  publicKey?: string;
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>` for an endpoint of `audience`, at `nowSeconds`. */
export async function verifyVapid(authorization: string | null, audience: string, nowSeconds: number): Promise<VapidCheck> {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) return { ok: false, problem: `not a VAPID authorization: ${authorization}` };
  const [, jwt, k] = match as unknown as [string, string, string];
  const [header64, claims64, signature64] = jwt.split('.') as [string, string, string];
  const header = JSON.parse(new TextDecoder().decode(base64UrlToBytes(header64))) as { alg?: string; typ?: string };
  const claims = JSON.parse(new TextDecoder().decode(base64UrlToBytes(claims64))) as { aud?: string; exp?: number; sub?: string };
  if (header.alg !== 'ES256') return { ok: false, problem: `alg ${header.alg}`, claims };
  const key = await crypto.subtle.importKey('raw', buffer(base64UrlToBytes(k)), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
  const signed = await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, buffer(base64UrlToBytes(signature64)), buffer(text.encode(`${header64}.${claims64}`)));
  if (!signed) return { ok: false, problem: 'bad signature', claims, publicKey: k };
  if (claims.aud !== audience) return { ok: false, problem: `aud ${claims.aud}, expected ${audience}`, claims, publicKey: k };
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds || claims.exp > nowSeconds + 24 * 60 * 60) return { ok: false, problem: `exp ${claims.exp}`, claims, publicKey: k };
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) return { ok: false, problem: `sub ${claims.sub}`, claims, publicKey: k };
  return { ok: true, claims, publicKey: k };
}

async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, bytes: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', buffer(ikm), 'HKDF', false, ['deriveBits']);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt: buffer(salt), info: buffer(info) }, key, bytes * 8));
}

/** Decrypts an aes128gcm body (one record) for this subscriber; throws when it does not decrypt. */
export async function decryptPushBody(body: Uint8Array, subscriber: TestSubscriber): Promise<string> {
  const salt = body.slice(0, 16);
  const recordSize = new DataView(body.buffer, body.byteOffset + 16, 4).getUint32(0);
  const idLength = body[20]!;
  const senderPublic = body.slice(21, 21 + idLength);
  const ciphertext = body.slice(21 + idLength);
  if (idLength !== 65) throw new Error(`keyid of ${idLength} bytes, expected the sender's 65-byte public key`);
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const senderKey = await crypto.subtle.importKey('raw', buffer(senderPublic), { name: 'ECDH', namedCurve: 'P-256' }, false, []);
  const ecdhSecret = new Uint8Array(await crypto.subtle.deriveBits({ name: 'ECDH', public: senderKey } as EcdhKeyDeriveParams, subscriber.privateKey, 256));
  // RFC 8291 section 3.4: the auth secret and both public keys go into the input keying material.
  const ikm = await hkdf(subscriber.authSecret, ecdhSecret, concat(text.encode('WebPush: info\0'), subscriber.publicRaw, senderPublic), 32);
  const cek = await hkdf(salt, ikm, text.encode('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await hkdf(salt, ikm, text.encode('Content-Encoding: nonce\0'), 12);
  const aesKey = await crypto.subtle.importKey('raw', buffer(cek), 'AES-GCM', false, ['decrypt']);
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: buffer(nonce) }, aesKey, buffer(ciphertext)));
  // The last record ends with the delimiter 0x02 and then zero padding (RFC 8188 section 2).
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return new TextDecoder().decode(padded.slice(0, end));
}
