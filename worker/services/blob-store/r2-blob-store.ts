/**
 * The Workers blob store: an R2 bucket, bound as BLOBS in wrangler.toml (miniflare gives the
 * workerd tests a local one). R2 keeps the content type with the object and answers its own ETag.
 */
import type { R2Bucket, R2Object, ReadableStream as R2ReadableStream } from '@cloudflare/workers-types/latest';
import { assertValidBlobKey, type BlobStore, type ByteRange, clampRange, isValidBlobKey, type StoredBlob } from './blob-store.ts';

export class R2BlobStore implements BlobStore {
  constructor(private readonly bucket: R2Bucket) {}

  async put(key: string, bytes: Uint8Array, options: { contentType: string }): Promise<void> {
    assertValidBlobKey(key);
    await this.bucket.put(key, bytes, { httpMetadata: { contentType: options.contentType } });
  }

  async putStream(key: string, body: ReadableStream<Uint8Array>, options: { contentType: string; size: number }): Promise<void> {
    assertValidBlobKey(key);
    // R2 takes a stream only when its length is known: a FixedLengthStream errors (and the put
    // fails, storing nothing) when the bytes that pass through are more or fewer than announced.
    await this.bucket.put(key, fixedLength(body, options.size), { httpMetadata: { contentType: options.contentType } });
  }

  async get(key: string, options: { range?: ByteRange } = {}): Promise<StoredBlob | null> {
    if (!isValidBlobKey(key)) return null;
    if (!options.range) {
      const object = await this.bucket.get(key);
      return object ? storedBlob(object, object.body) : null;
    }
    // R2 refuses an offset past the end; the size decides the range first, as on disk.
    const head = await this.bucket.head(key);
    if (!head) return null;
    const range = clampRange(options.range, head.size);
    if (range.length === 0) return { ...storedBlob(head, new ReadableStream({ start: (controller) => controller.close() })), range };
    // onlyIf the same ETag: the range comes from the object whose size was read, or from nothing.
    const object = await this.bucket.get(key, { range, onlyIf: { etagMatches: head.etag } });
    if (!object || !('body' in object)) return null;
    return { ...storedBlob(object, object.body), range };
  }

  async delete(key: string): Promise<void> {
    if (!isValidBlobKey(key)) return;
    await this.bucket.delete(key);
  }
}

function storedBlob(object: R2Object, body: unknown): StoredBlob {
  return {
    body: body as ReadableStream<Uint8Array>,
    contentType: object.httpMetadata?.contentType ?? 'application/octet-stream',
    size: object.size,
    etag: object.httpEtag,
  };
}

/** workerd's FixedLengthStream: a TransformStream whose readable side has a known length (and errors on any other). */
declare const FixedLengthStream: new (length: number) => TransformStream<Uint8Array, Uint8Array>;

/** `body` as a stream of exactly `size` bytes that R2 (or a part upload) accepts; a shorter or longer body makes the read fail. */
export function fixedLength(body: ReadableStream<Uint8Array>, size: number): R2ReadableStream {
  const fixed = new FixedLengthStream(size);
  // The pipe's own failure shows up on the readable side, where R2 reads.
  body.pipeTo(fixed.writable).catch(() => undefined);
  return fixed.readable as unknown as R2ReadableStream;
}
