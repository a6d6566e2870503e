/**
 * Where uploaded files live: one interface, two homes. On Node a folder on the local disk
 * (disk-blob-store.node.ts, `data/blobs/` by default); on Cloudflare Workers an R2 bucket
 * (r2-blob-store.ts, the BLOBS binding of wrangler.toml). The photo pipeline (services/images)
 * writes through it and GET /media/<key> reads through it; the photo albums will reuse it.
 * See docs/decisions/024-blob-store-and-images.md.
 *
 * Keys are written once and never overwritten (the media URLs are cached as immutable), so a key
 * names one fixed sequence of bytes for ever.
 */
export interface BlobStore {
  /** Stores `bytes` under `key` (a key of isValidBlobKey's shape; anything else throws). */
  put(key: string, bytes: Uint8Array, options: { contentType: string }): Promise<void>;
  /** The blob under `key`, or null when there is none (or the key could never be one). */
  get(key: string): Promise<StoredBlob | null>;
  /** Removes the blob; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
}

export interface StoredBlob {
  /** The bytes, as a stream to hand straight to a Response (read it or cancel it). */
  body: ReadableStream<Uint8Array>;
  contentType: string;
  /** In bytes. */
  size: number;
  /** A strong validator of these bytes, quoted as an ETag header wants it. */
  etag: string;
}

/**
 * A key is up to 8 `/`-separated segments of lowercase letters, digits, `-`, `_` and `.`, each
 * starting with a letter or digit, with no `..` anywhere: so no segment can be `.` or `..`, no key
 * is absolute, and a key is the same file name on every file system (no case folding, no `\`, no
 * `:`). The disk store relies on this to keep every key inside its folder.
 */
const KEY_SHAPE = /^[a-z0-9][a-z0-9._-]{0,99}(?:\/[a-z0-9][a-z0-9._-]{0,99}){0,7}$/;

export function isValidBlobKey(key: string): boolean {
  return key.length <= 400 && KEY_SHAPE.test(key) && !key.includes('..');
}

/** Throws for a key that is not of the shape above: a programming error, never user input. */
export function assertValidBlobKey(key: string): void {
  if (!isValidBlobKey(key)) throw new Error(`Invalid blob key: ${JSON.stringify(key.slice(0, 80))}`);
}
