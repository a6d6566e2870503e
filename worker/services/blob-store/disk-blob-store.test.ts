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
