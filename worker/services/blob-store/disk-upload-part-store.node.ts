/**
 * The Node part store: each upload is a folder under one directory (the Node entry gives
 * `data/upload-parts/`), each part a file named by its part number. complete() streams the files,
 * in order, into the blob store (DiskBlobStore.putStream: a temporary file renamed into place), so a
 * 1 GB video is never in memory, then removes the folder.
 */
import { createReadStream } from 'node:fs';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { hexOf } from '../tokens.ts';
import type { BlobStore } from './blob-store.ts';
import type { PartUploadRef, StoredPart, UploadPartStore } from './upload-part-store.ts';

/** begin() makes these ids; anything else could name a path outside the folder. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;

export class DiskUploadPartStore implements UploadPartStore {
  readonly minPartSize = 1;
  private readonly root: string;

  constructor(
    directory: string,
    private readonly blobs: BlobStore,
  ) {
    this.root = resolve(directory);
  }

  async begin(): Promise<string> {
    const id = hexOf(crypto.getRandomValues(new Uint8Array(16)));
    await mkdir(this.folderOf(id), { recursive: true });
    return id;
  }

  async putPart(upload: PartUploadRef, partNumber: number, body: ReadableStream<Uint8Array>, size: number): Promise<{ etag: string }> {
    const file = this.partFileOf(upload, partNumber);
    const reader = body.getReader();
    let written = 0;
    try {
      // 'wx': a part number is used once; the folder is gone once the upload was aborted, and then this fails too.
      const handle = await open(file, 'wx');
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          written += value.byteLength;
          if (written > size) throw new Error(`Part ${partNumber} is longer than ${size} bytes`);
          await handle.write(value);
        }
      } finally {
        await handle.close();
      }
      if (written !== size) throw new Error(`Part ${partNumber} ended after ${written} of ${size} bytes`);
    } catch (error) {
      await reader.cancel().catch(() => undefined);
      await rm(file, { force: true });
      throw error;
    }
    return { etag: `${partNumber}-${size}` };
  }

  async discardPart(upload: PartUploadRef, partNumber: number): Promise<void> {
    await rm(this.partFileOf(upload, partNumber), { force: true });
  }

  async complete(upload: PartUploadRef, parts: readonly StoredPart[]): Promise<void> {
    const files = parts.map((part) => this.partFileOf(upload, part.number));
    // Every part is checked before the blob is started: a missing part fails here, not half way.
    for (const [index, file] of files.entries()) {
      const info = await stat(file).catch(() => null);
      if (info?.size !== parts[index]!.size) throw new Error(`Part ${parts[index]!.number} of ${upload.storeUploadId} is missing or has the wrong size`);
    }
    const size = parts.reduce((total, part) => total + part.size, 0);
    async function* concatenated() {
      for (const file of files) yield* createReadStream(file);
    }
    const body = Readable.toWeb(Readable.from(concatenated())) as unknown as ReadableStream<Uint8Array>;
    await this.blobs.putStream(upload.key, body, { contentType: upload.contentType, size });
    await rm(this.folderOf(upload.storeUploadId), { recursive: true, force: true });
  }

  async abort(upload: PartUploadRef): Promise<void> {
    await rm(this.folderOf(upload.storeUploadId), { recursive: true, force: true });
  }

  private folderOf(id: string): string {
    if (!UPLOAD_ID.test(id)) throw new Error(`Invalid part store upload id: ${JSON.stringify(id.slice(0, 40))}`);
    return join(this.root, id);
  }

  private partFileOf(upload: PartUploadRef, partNumber: number): string {
    if (!Number.isSafeInteger(partNumber) || partNumber < 1) throw new Error(`Invalid part number: ${partNumber}`);
    return join(this.folderOf(upload.storeUploadId), `${partNumber}.part`);
  }
}
