/**
 * The Node blob store: each blob is a file under one folder (the Node entry gives `data/blobs/`),
 * with its content type and ETag in a small JSON file beside it under `.meta/`. Writes go to a
 * temporary file first and are renamed into place, and the data file is in place before its
 * metadata, so a crash never leaves a half-written blob that get() would serve.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { randomToken } from '../tokens.ts';
import { assertValidBlobKey, type BlobStore, isValidBlobKey, type StoredBlob } from './blob-store.ts';

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

  async get(key: string): Promise<StoredBlob | null> {
    if (!isValidBlobKey(key)) return null;
    const file = this.fileOf(key);
    const meta = await readFile(this.metaFileOf(key), 'utf8').then((text) => JSON.parse(text) as BlobMeta, () => null);
    if (!meta) return null;
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const body = Readable.toWeb(createReadStream(file)) as unknown as ReadableStream<Uint8Array>;
    return { body, contentType: meta.contentType, size: info.size, etag: meta.etag };
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
