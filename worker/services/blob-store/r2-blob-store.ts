/**
 * The Workers blob store: an R2 bucket, bound as BLOBS in wrangler.toml (miniflare gives the
 * workerd tests a local one). R2 keeps the content type with the object and answers its own ETag.
 */
import type { R2Bucket } from '@cloudflare/workers-types/latest';
import { assertValidBlobKey, type BlobStore, isValidBlobKey, type StoredBlob } from './blob-store.ts';

export class R2BlobStore implements BlobStore {
  constructor(private readonly bucket: R2Bucket) {}

  async put(key: string, bytes: Uint8Array, options: { contentType: string }): Promise<void> {
    assertValidBlobKey(key);
    await this.bucket.put(key, bytes, { httpMetadata: { contentType: options.contentType } });
  }

  async get(key: string): Promise<StoredBlob | null> {
    if (!isValidBlobKey(key)) return null;
    const object = await this.bucket.get(key);
    if (!object) return null;
    return {
      body: object.body as unknown as ReadableStream<Uint8Array>,
      contentType: object.httpMetadata?.contentType ?? 'application/octet-stream',
      size: object.size,
      etag: object.httpEtag,
    };
  }

  async delete(key: string): Promise<void> {
    if (!isValidBlobKey(key)) return;
    await this.bucket.delete(key);
  }
}
