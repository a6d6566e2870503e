import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isValidBlobKey } from './blob-store.ts';
import { DiskBlobStore } from './disk-blob-store.node.ts';

let parent: string;
let root: string;
let store: DiskBlobStore;
beforeEach(() => {
  parent = mkdtempSync(join(tmpdir(), 'cakeday-blob-test-'));
  root = join(parent, 'blobs');
  store = new DiskBlobStore(root);
});
afterEach(() => rmSync(parent, { recursive: true, force: true }));

const text = (value: string) => new TextEncoder().encode(value);
const read = async (body: ReadableStream<Uint8Array>) => new TextDecoder().decode(await new Response(body).arrayBuffer());

/** Every file under a folder, relative to it. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

describe('the disk blob store', () => {
  it('stores, serves with type, size and a stable ETag, and deletes', async () => {
    await store.put('images/abc123/small.webp', text('pixels'), { contentType: 'image/webp' });
    const blob = await store.get('images/abc123/small.webp');
    expect(blob).toMatchObject({ contentType: 'image/webp', size: 6 });
    expect(blob!.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await read(blob!.body)).toBe('pixels');
    // The same bytes elsewhere have the same tag; other bytes another.
    await store.put('images/abc123/copy.webp', text('pixels'), { contentType: 'image/webp' });
    await store.put('images/abc123/other.webp', text('other'), { contentType: 'image/webp' });
    const copy = await store.get('images/abc123/copy.webp');
    const other = await store.get('images/abc123/other.webp');
    expect(copy!.etag).toBe(blob!.etag);
    expect(other!.etag).not.toBe(blob!.etag);
    await Promise.all([copy!.body.cancel(), other!.body.cancel()]);

    await store.delete('images/abc123/small.webp');
    expect(await store.get('images/abc123/small.webp')).toBeNull();
    await store.delete('images/abc123/small.webp'); // a second delete is no error
    // No temporary file is left behind; the metadata lives apart from the blobs.
    expect(filesUnder(root)).toEqual(['.meta/images/abc123/copy.webp.json', '.meta/images/abc123/other.webp.json', 'images/abc123/copy.webp', 'images/abc123/other.webp']);
  });

  it('answers null for a key it never stored', async () => {
    expect(await store.get('images/nope/small.webp')).toBeNull();
  });

  it('refuses every key that could leave its folder, and never touches a file outside it', async () => {
    const hostile = [
      '../outside',
      'images/../../outside',
      '..',
      '.',
      '/etc/passwd',
      'images//x',
      'images/x/',
      '.meta/images/x.json',
      'images\\..\\..\\outside',
      'C:/outside',
      'images/%2e%2e/outside',
      'Images/Upper.webp',
      'images/x\u0000.webp',
      'images/ünicode.webp',
      '',
      'a/'.repeat(10) + 'b',
      'x'.repeat(101),
    ];
    for (const key of hostile) {
      expect(isValidBlobKey(key), key).toBe(false);
      await expect(store.put(key, text('x'), { contentType: 'text/plain' }), key).rejects.toThrow(/Invalid blob key/);
      expect(await store.get(key), key).toBeNull();
      await store.delete(key);
    }
    expect(filesUnder(parent)).toEqual([]);
  });

  it('does not serve a blob whose metadata is missing (a write cut short)', async () => {
    await store.put('images/half/small.webp', text('pixels'), { contentType: 'image/webp' });
    rmSync(join(root, '.meta', 'images', 'half', 'small.webp.json'));
    expect(await store.get('images/half/small.webp')).toBeNull();
  });
});

describe('big blobs: streamed in, read back by range', () => {
  const streamOf = (...chunks: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(text(chunk));
        controller.close();
      },
    });

  it('putStream stores a stream of the announced size, with the same ETag as put() gives those bytes', async () => {
    await store.putStream('videos/v1/original.mp4', streamOf('0123', '4567', '89'), { contentType: 'video/mp4', size: 10 });
    await store.put('videos/v1/copy.mp4', text('0123456789'), { contentType: 'video/mp4' });
    const blob = await store.get('videos/v1/original.mp4');
    expect(blob).toMatchObject({ contentType: 'video/mp4', size: 10 });
    expect(blob!.range).toBeUndefined();
    expect(await read(blob!.body)).toBe('0123456789');
    expect(blob!.etag).toBe((await store.get('videos/v1/copy.mp4'))!.etag);
  });

  it('a stream shorter or longer than announced, or one that fails, stores nothing', async () => {
    await expect(store.putStream('videos/v2/a.mp4', streamOf('0123'), { contentType: 'video/mp4', size: 10 })).rejects.toThrow(/ended after 4 of 10/);
    await expect(store.putStream('videos/v2/b.mp4', streamOf('0123', '456789', 'x'), { contentType: 'video/mp4', size: 10 })).rejects.toThrow(/longer/);
    const failing = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(text('0123'));
        controller.error(new Error('connection reset'));
      },
    });
    await expect(store.putStream('videos/v2/c.mp4', failing, { contentType: 'video/mp4', size: 10 })).rejects.toThrow(/connection reset/);
    await expect(store.putStream('../escape', streamOf('x'), { contentType: 'video/mp4', size: 1 })).rejects.toThrow(/Invalid blob key/);
    for (const name of ['a', 'b', 'c']) expect(await store.get(`videos/v2/${name}.mp4`)).toBeNull();
    expect(filesUnder(parent)).toEqual([]);
  });

  it('serves a range (for video seeking), cut at the end, empty past it', async () => {
    await store.put('videos/v3/clip.mp4', text('0123456789'), { contentType: 'video/mp4' });
    const middle = await store.get('videos/v3/clip.mp4', { range: { offset: 2, length: 3 } });
    expect(middle).toMatchObject({ size: 10, range: { offset: 2, length: 3 } });
    expect(await read(middle!.body)).toBe('234');
    const toEnd = await store.get('videos/v3/clip.mp4', { range: { offset: 7 } });
    expect(toEnd!.range).toEqual({ offset: 7, length: 3 });
    expect(await read(toEnd!.body)).toBe('789');
    const cut = await store.get('videos/v3/clip.mp4', { range: { offset: 8, length: 100 } });
    expect(await read(cut!.body)).toBe('89');
    const past = await store.get('videos/v3/clip.mp4', { range: { offset: 50, length: 5 } });
    expect(past!.range).toEqual({ offset: 10, length: 0 });
    expect(await read(past!.body)).toBe('');
    await expect(store.get('videos/v3/clip.mp4', { range: { offset: -1 } })).rejects.toThrow(/Invalid byte range/);
    expect(await store.get('videos/v3/none.mp4', { range: { offset: 0, length: 1 } })).toBeNull();
  });
});
