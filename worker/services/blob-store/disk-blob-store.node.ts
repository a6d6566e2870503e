/**
 * The Node blob store: each blob is a file under one folder (the Node entry gives `data/blobs/`),
 * with its content type and ETag in a small JSON file beside it under `.meta/`. Writes go to a
 * temporary file first and are renamed into place, and the data file is in place before its
 * metadata, so a crash never leaves a half-written blob that get() would serve.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { randomToken } from '../tokens.ts';
import { assertValidBlobKey, type BlobStore, type ByteRange, clampRange, isValidBlobKey, type StoredBlob } from './blob-store.ts';

interface BlobMeta {
  contentType: string;
  etag: string;
  size: number;
}

export class DiskBlobStore implements BlobStore {
  private readonly root: string;

  constructor(directory: string) {
    this.root = resolve(directory);
  }

  async put(key: string, bytes: Uint8Array, options: { contentType: string }): Promise<void> {
    const file = this.fileOf(key);
    const meta: BlobMeta = { contentType: options.contentType, etag: `"${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}"`, size: bytes.byteLength };
    await writeAtomically(file, bytes);
    await writeAtomically(this.metaFileOf(key), JSON.stringify(meta));
  }

  async putStream(key: string, body: ReadableStream<Uint8Array>, options: { contentType: string; size: number }): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(dirname(file), { recursive: true });
    const temporary = join(dirname(file), `.tmp-${randomToken(9)}`);
    const hash = createHash('sha256');
    let written = 0;
    const reader = body.getReader();
    try {
      const handle = await open(temporary, 'wx');
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          written += value.byteLength;
          if (written > options.size) throw new Error(`The stream for ${key} is longer than the ${options.size} bytes announced`);
          hash.update(value);
          await handle.write(value);
        }
      } finally {
        await handle.close();
      }
      if (written !== options.size) throw new Error(`The stream for ${key} ended after ${written} of ${options.size} bytes`);
      await rename(temporary, file);
    } catch (error) {
      await reader.cancel().catch(() => undefined);
      await rm(temporary, { force: true });
      throw error;
    }
    const meta: BlobMeta = { contentType: options.contentType, etag: `"${hash.digest('hex').slice(0, 32)}"`, size: written };
    await writeAtomically(this.metaFileOf(key), JSON.stringify(meta));
  }

  async get(key: string, options: { range?: ByteRange } = {}): Promise<StoredBlob | null> {
    if (!isValidBlobKey(key)) return null;
    const file = this.fileOf(key);
    const meta = await readFile(this.metaFileOf(key), 'utf8').then(
      (text) => JSON.parse(text) as BlobMeta,
      () => null,
    );
    if (!meta) return null;
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const blob = { contentType: meta.contentType, size: info.size, etag: meta.etag };
    if (!options.range) return { ...blob, body: Readable.toWeb(createReadStream(file)) as unknown as ReadableStream<Uint8Array> };
    const range = clampRange(options.range, info.size);
    const body =
      range.length === 0
        ? new ReadableStream<Uint8Array>({ start: (controller) => controller.close() })
        : (Readable.toWeb(createReadStream(file, { start: range.offset, end: range.offset + range.length - 1 })) as unknown as ReadableStream<Uint8Array>);
    return { ...blob, body, range };
  }

  async delete(key: string): Promise<void> {
    if (!isValidBlobKey(key)) return;
    // Metadata first: without it get() already answers null, whatever happens to the data file.
    await rm(this.metaFileOf(key), { force: true });
    await rm(this.fileOf(key), { force: true });
  }

  /** The key's file; the key's shape (blob-store.ts) already rules out `..`, the check below makes sure. */
  private fileOf(key: string): string {
    assertValidBlobKey(key);
    const file = resolve(this.root, ...key.split('/'));
    if (!file.startsWith(this.root + sep)) throw new Error('Blob key escapes the store folder');
    return file;
  }

  /** `.meta/<key>.json`: no key can start with `.`, so it never collides with a blob. */
  private metaFileOf(key: string): string {
    assertValidBlobKey(key);
    return join(this.root, '.meta', ...key.split('/')) + '.json';
  }
}

async function writeAtomically(file: string, data: Uint8Array | string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  // A name no key can have (keys never start with `.`), in the same folder so rename() is atomic.
  const temporary = join(dirname(file), `.tmp-${randomToken(9)}`);
  try {
    await writeFile(temporary, data, { flag: 'wx' });
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
