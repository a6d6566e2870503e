/**
 * The VAPID key pair (RFC 8292) that signs every push request: kept as one private JWK (EC P-256
 * with x, y and d). The public half, as browsers want it for `applicationServerKey`, is the
 * uncompressed point 0x04‖x‖y in base64url. Web Crypto only, so the same code runs on Node and
 * workerd. See docs/decisions/041-installable-app.md.
 */
export interface VapidKeys {
  privateJWK: JsonWebKey;
  /** base64url of the 65-byte uncompressed public point: the browser's applicationServerKey. */
  publicKey: string;
}

export function base64UrlToBytes(text: string): Uint8Array {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export function bytesToBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Reads VAPID_PRIVATE_JWK; throws with the reason when it is not a P-256 private key. */
export function parseVapidKeys(json: string): VapidKeys {
  let jwk: JsonWebKey;
  try {
    jwk = JSON.parse(json) as JsonWebKey;
  } catch {
    throw new Error('VAPID_PRIVATE_JWK is not JSON: it must be an EC P-256 private JWK ({"kty":"EC","crv":"P-256","x":…,"y":…,"d":…}).');
  }
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.x || !jwk.y || !jwk.d) {
    throw new Error('VAPID_PRIVATE_JWK must be an EC P-256 private JWK with x, y and d.');
  }
  const x = base64UrlToBytes(jwk.x);
  const y = base64UrlToBytes(jwk.y);
  if (x.length !== 32 || y.length !== 32) throw new Error('VAPID_PRIVATE_JWK has coordinates of the wrong length for P-256.');
  const point = new Uint8Array(65);
  point[0] = 4;
  point.set(x, 1);
  point.set(y, 33);
  return { privateJWK: { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y, d: jwk.d }, publicKey: bytesToBase64Url(point) };
}

/** A new key pair, as VAPID_PRIVATE_JWK's JSON (the Node entry keeps one in data/; scripts/make-vapid-key.mjs prints one). */
export async function generateVapidPrivateJwk(): Promise<string> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const jwk = (await crypto.subtle.exportKey('jwk', pair.privateKey)) as JsonWebKey;
  return JSON.stringify({ kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y, d: jwk.d });
}
