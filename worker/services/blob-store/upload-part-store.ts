/**
 * Big files arrive in parts (resumable uploads, worker/services/resumable-uploads): the parts are
 * kept by an UploadPartStore until the last one is in, then joined into one blob of the BlobStore.
 * On Node the parts are files under a folder of their own (disk-upload-part-store.node.ts); on
 * Workers they are the parts of an R2 multipart upload (r2-upload-part-store.ts), so the finished
 * object lands in the bucket without passing through a Worker again.
 * See docs/decisions/036-resumable-uploads.md.
 */
export interface UploadPartStore {
  /** The smallest size every part but the last must have (R2: 5 MiB); a smaller part size is a configuration error. */
  readonly minPartSize: number;
  /** Starts a file that will become the blob `key`; answers the store's id for it (kept with the upload). */
  begin(key: string, options: { contentType: string }): Promise<string>;
  /**
   * Stores part `partNumber` (1–10000, each number used once) from a stream of exactly `size`
   * bytes. A stream that fails or ends early rejects and leaves nothing that complete() would use.
   */
  putPart(upload: PartUploadRef, partNumber: number, body: ReadableStream<Uint8Array>, size: number): Promise<{ etag: string }>;
  /** Forgets a part that was stored but not kept (a concurrent writer won); a missing part is no error. */
  discardPart(upload: PartUploadRef, partNumber: number): Promise<void>;
  /** Joins `parts`, in this order, into the blob `upload.key` (streamed, never whole in memory); the parts are gone afterwards. */
  complete(upload: PartUploadRef, parts: readonly StoredPart[]): Promise<void>;
  /** Drops everything an unfinished upload stored; aborting one that is already gone is no error. */
  abort(upload: PartUploadRef): Promise<void>;
}

export interface PartUploadRef {
  /** The blob key the finished file gets. */
  key: string;
  /** What begin() answered. */
  storeUploadId: string;
  contentType: string;
}

export interface StoredPart {
  number: number;
  etag: string;
  size: number;
}
