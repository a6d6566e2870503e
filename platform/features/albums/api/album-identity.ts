import { readStoredToken } from '#platform/lib/api-client.ts';

/**
 * Who uploads, and how the server knows them (decision 037):
 * - `portal`: someone with the shared upload link who gave a name on this device; every call
 *   carries the link's token and the device's uploader key.
 * - `guest`: a guest through their personal link (/u/:token); calls carry `x-guest-token`.
 * - `member`: a signed-in member known by their session — a host or co-host on the Album screen, or a
 *   member linked to a guest in the gallery; uploads name the event.
 */
export type UploaderIdentity = { kind: 'portal'; portalToken: string; uploaderKey: string } | { kind: 'guest'; guestToken: string } | { kind: 'member'; eventId: string };

export function identityHeaders(identity: UploaderIdentity): Record<string, string> {
  switch (identity.kind) {
    case 'portal':
      return { 'x-upload-portal': identity.portalToken, 'x-uploader-key': identity.uploaderKey };
    case 'guest':
      return { 'x-guest-token': identity.guestToken };
    case 'member':
      return {};
  }
}

/**
 * Headers for requests made outside the API client (tus, the poster's raw body): the identity's,
 * plus the stored session token the client would add itself.
 */
export function rawRequestHeaders(identity: UploaderIdentity): Record<string, string> {
  const token = readStoredToken();
  return { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...identityHeaders(identity) };
}

/** The tus Upload-Metadata of one file: its name and declared type (the server sniffs the bytes anyway); members name the event. */
export function uploadMetadata(identity: UploaderIdentity, file: { name: string; type: string }): Record<string, string> {
  return {
    filename: file.name || 'upload',
    filetype: file.type || 'application/octet-stream',
    ...(identity.kind === 'member' ? { event: identity.eventId } : {}),
  };
}

/**
 * A short, stable tag of the identity for tus's resume fingerprints. The same file chosen by two
 * identities on one device (a host who also opened the portal) must not resume the other's upload,
 * and the fingerprint lives in localStorage, where a raw guest token (kept only in sessionStorage)
 * should not end up: so a hash of it, not the token. Not a security measure, only a name.
 */
export function identityTag(identity: UploaderIdentity): string {
  const text = identity.kind === 'portal' ? `portal:${identity.portalToken}:${identity.uploaderKey}` : identity.kind === 'guest' ? `guest:${identity.guestToken}` : `host:${identity.eventId}`;
  // cyrb53: 53 bits of a fast string hash.
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
