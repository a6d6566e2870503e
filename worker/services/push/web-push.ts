/**
 * A Web Push request built by hand with Web Crypto, the same on Node and workerd:
 * - the payload encrypted for the subscription with RFC 8291's aes128gcm content coding (RFC 8188,
 *   one record), which every push service takes and Apple's requires;
 * - signed for the push service with a VAPID JWT (RFC 8292: ES256, `aud` the endpoint's origin,
 *   `exp` 12 hours on, `sub` our contact).
 * @pushforge/builder 2.0.5 was checked first: it runs on both runtimes but encrypts with the older
 * `aesgcm` draft coding, which Safari's push service refuses (docs/decisions/041-installable-app.md).
 */
import { base64UrlToBytes, bytesToBase64Url, type VapidKeys } from './vapid.ts';

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

async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, bytes: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', buffer(ikm), 'HKDF', false, ['deriveBits']);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt: buffer(salt), info: buffer(info) }, key, bytes * 8));
}

/** The record size written in the header: one record holds any payload a push service accepts (4 KB bodies). */
const RECORD_SIZE = 4096;
/** salt (16) + record size (4) + key id length (1) + our public key (65). */
const HEADER_BYTES = 86;
/** What fits: a 4096-byte body less the header, the padding delimiter and the AES-GCM tag. */
export const MAX_PAYLOAD_BYTES = RECORD_SIZE - HEADER_BYTES - 1 - 16;

/** RFC 8291 section 3: encrypts `payload` for the browser's p256dh key and auth secret. */
export async function encryptForSubscription(payload: Uint8Array, p256dh: string, auth: string): Promise<Uint8Array<ArrayBuffer>> {
  if (payload.length > MAX_PAYLOAD_BYTES) throw new Error(`A push payload holds at most ${MAX_PAYLOAD_BYTES} bytes; this one has ${payload.length}.`);
  const receiverPublic = base64UrlToBytes(p256dh);
  const authSecret = base64UrlToBytes(auth);
  if (receiverPublic.length !== 65 || authSecret.length !== 16) throw new Error('The subscription keys are not a P-256 public key and a 16-byte auth secret.');
  // A key pair of our own for this message only: its public half travels in the header.
  const ours = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
  const ourPublic = new Uint8Array((await crypto.subtle.exportKey('raw', ours.publicKey)) as ArrayBuffer);
  const receiverKey = await crypto.subtle.importKey('raw', buffer(receiverPublic), { name: 'ECDH', namedCurve: 'P-256' }, false, []);
  const ecdhSecret = new Uint8Array(await crypto.subtle.deriveBits({ name: 'ECDH', public: receiverKey } as Parameters<typeof crypto.subtle.deriveBits>[0], ours.privateKey, 256));
  const ikm = await hkdf(authSecret, ecdhSecret, concat(text.encode('WebPush: info\0'), receiverPublic, ourPublic), 32);
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const cek = await hkdf(salt, ikm, text.encode('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await hkdf(salt, ikm, text.encode('Content-Encoding: nonce\0'), 12);
  const key = await crypto.subtle.importKey('raw', buffer(cek), 'AES-GCM', false, ['encrypt']);
  // The only (so last) record ends with the delimiter 2 (RFC 8188 section 2).
  const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv: buffer(nonce) }, key, buffer(concat(payload, Uint8Array.of(2)))));
  const header = new Uint8Array(HEADER_BYTES);
  header.set(salt, 0);
  new DataView(header.buffer).setUint32(16, RECORD_SIZE);
  header[20] = 65;
  header.set(ourPublic, 21);
  return concat(header, ciphertext);
}

/** RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>` for this endpoint's push service. */
export async function vapidAuthorization(keys: VapidKeys, endpoint: string, subject: string, nowMs: number): Promise<string> {
  const encode = (value: unknown) => bytesToBase64Url(text.encode(JSON.stringify(value)));
  const unsigned = `${encode({ typ: 'JWT', alg: 'ES256' })}.${encode({ aud: new URL(endpoint).origin, exp: Math.floor(nowMs / 1000) + 12 * 60 * 60, sub: subject })}`;
  const signingKey = await crypto.subtle.importKey('jwk', { ...keys.privateJWK, ext: true }, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']);
  // Web Crypto's ECDSA signature is r‖s, 64 bytes: JWS's ES256 form as it is.
  const signature = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, signingKey, buffer(text.encode(unsigned))));
  return `vapid t=${unsigned}.${bytesToBase64Url(signature)}, k=${keys.publicKey}`;
}
