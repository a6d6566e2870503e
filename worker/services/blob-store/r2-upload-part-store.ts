/**
 * The Workers part store: an R2 multipart upload per file, on the BLOBS bucket. Each part goes to
 * R2 as it streams in (through a FixedLengthStream: R2 needs the length up front and refuses a
 * part that is shorter), and complete() has R2 join them into the object under the blob key, where
 * R2BlobStore finds it. Parts that were uploaded but not listed (a writer that lost the race) are
 * dropped by R2 on complete; abort() drops them all.
 */
import type { R2Bucket } from '@cloudflare/workers-types/latest';
import { fixedLength } from './r2-blob-store.ts';
import type { PartUploadRef, StoredPart, UploadPartStore } from './upload-part-store.ts';

/** R2 (and S3) refuse to complete with a part other than the last smaller than this. */
const R2_MIN_PART_SIZE = 5 * 1024 * 1024;

export class R2UploadPartStore implements UploadPartStore {
  readonly minPartSize = R2_MIN_PART_SIZE;

  constructor(private readonly bucket: R2Bucket) {}

  async begin(key: string, options: { contentType: string }): Promise<string> {
    const upload = await this.bucket.createMultipartUpload(key, { httpMetadata: { contentType: options.contentType } });
    return upload.uploadId;
  }

  async putPart(upload: PartUploadRef, partNumber: number, body: ReadableStream<Uint8Array>, size: number): Promise<{ etag: string }> {
    const part = await this.multipart(upload).uploadPart(partNumber, fixedLength(body, size));
    return { etag: part.etag };
  }

  async discardPart(): Promise<void> {
    // R2 has no call to drop one part; complete() keeps only the listed ones and abort() drops all.
  }

  async complete(upload: PartUploadRef, parts: readonly StoredPart[]): Promise<void> {
    await this.multipart(upload).complete(parts.map((part) => ({ partNumber: part.number, etag: part.etag })));
  }

  async abort(upload: PartUploadRef): Promise<void> {
    try {
      await this.multipart(upload).abort();
    } catch (error) {
      // Already aborted or completed: nothing is left to drop.
      if (!/NoSuchUpload|does not exist|not found/i.test(String(error))) throw error;
    }
  }

  private multipart(upload: PartUploadRef) {
    return this.bucket.resumeMultipartUpload(upload.key, upload.storeUploadId);
  }
}
