/**
 * Prints a new VAPID key pair for Web Push as VAPID_PRIVATE_JWK's value (an EC P-256 private JWK),
 * with its public key. Set it once per deployment: `npx wrangler secret put VAPID_PRIVATE_JWK` on
 * Workers (the Node server makes and keeps one in data/.vapid-private-jwk by itself). Changing it
 * later cuts every existing subscription off: browsers subscribed with the old public key.
 * See docs/decisions/041-installable-app.md.
 */
const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
console.log(`VAPID_PRIVATE_JWK=${JSON.stringify({ kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y, d: jwk.d })}`);
console.log(`# public key (what browsers subscribe with; GET /api/push/key answers it): ${Buffer.from(raw).toString('base64url')}`);
