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
  /**
   * Stores a big blob from a stream of exactly `size` bytes, never holding it whole (videos of a
   * GB). A stream that ends early, runs long or fails stores nothing, and the promise rejects.
   */
  putStream(key: string, body: ReadableStream<Uint8Array>, options: { contentType: string; size: number }): Promise<void>;
  /**
   * The blob under `key`, or null when there is none (or the key could never be one). With `range`,
   * only those bytes (for HTTP Range: video seeking); a range reaching past the end is cut at it.
   */
  get(key: string, options?: { range?: ByteRange }): Promise<StoredBlob | null>;
  /** Removes the blob; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/** Bytes `offset` to `offset + length - 1`; without `length`, to the end. */
export interface ByteRange {
  offset: number;
  length?: number;
}

export interface StoredBlob {
  /** The bytes (only the range's when one was asked), as a stream to hand straight to a Response (read it or cancel it). */
  body: ReadableStream<Uint8Array>;
  contentType: string;
  /** The whole blob's size in bytes, also when only a range is served. */
  size: number;
  /** What `body` holds when a range was asked, cut at the blob's end (length 0 when the offset is past it). */
  range?: { offset: number; length: number };
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

/** A range cut to a blob of `size` bytes; throws for a negative or fractional offset or length (a programming error). */
export function clampRange(range: ByteRange, size: number): { offset: number; length: number } {
  const valid = (value: number) => Number.isSafeInteger(value) && value >= 0;
  if (!valid(range.offset) || (range.length !== undefined && !valid(range.length))) throw new Error(`Invalid byte range: ${JSON.stringify(range)}`);
  const offset = Math.min(range.offset, size);
  const length = Math.min(range.length ?? size - offset, size - offset);
  return { offset, length };
}
