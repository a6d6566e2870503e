import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskBlobStore } from './disk-blob-store.node.ts';
import { DiskUploadPartStore } from './disk-upload-part-store.node.ts';

let parent: string;
let blobs: DiskBlobStore;
let parts: DiskUploadPartStore;
beforeEach(() => {
  parent = mkdtempSync(join(tmpdir(), 'cakeday-part-store-test-'));
  blobs = new DiskBlobStore(join(parent, 'blobs'));
  parts = new DiskUploadPartStore(join(parent, 'parts'), blobs);
});
afterEach(() => rmSync(parent, { recursive: true, force: true }));

const text = (value: string) => new TextEncoder().encode(value);
const streamOf = (value: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(text(value));
      controller.close();
    },
  });

describe('the disk part store', () => {
  it('joins the listed parts, in order, into the blob and removes the parts', async () => {
    const id = await parts.begin();
    const ref = { key: 'uploads/abc', storeUploadId: id, contentType: 'video/mp4' };
    const first = await parts.putPart(ref, 1, streamOf('hello '), 6);
    // Part 2 lost a race: written, then discarded; part 3 follows part 1.
    await parts.putPart(ref, 2, streamOf('XXXXX'), 5);
    await parts.discardPart(ref, 2);
    const second = await parts.putPart(ref, 3, streamOf('world'), 5);
    await parts.complete(ref, [
      { number: 1, etag: first.etag, size: 6 },
      { number: 3, etag: second.etag, size: 5 },
    ]);
    const blob = await blobs.get('uploads/abc');
    expect(blob).toMatchObject({ contentType: 'video/mp4', size: 11 });
    expect(await new Response(blob!.body).text()).toBe('hello world');
    expect(readdirSync(join(parent, 'parts'))).toEqual([]);
  });

  it('keeps nothing of a part cut short, refuses a part number twice, and abort removes everything', async () => {
    const id = await parts.begin();
    const ref = { key: 'uploads/def', storeUploadId: id, contentType: 'video/mp4' };
    await expect(parts.putPart(ref, 1, streamOf('short'), 10)).rejects.toThrow(/ended after 5 of 10/);
    expect(readdirSync(join(parent, 'parts', id))).toEqual([]);
    await parts.putPart(ref, 2, streamOf('0123456789'), 10);
    await expect(parts.putPart(ref, 2, streamOf('0123456789'), 10)).rejects.toThrow(/EEXIST/);
    await expect(parts.complete(ref, [{ number: 3, etag: '', size: 10 }])).rejects.toThrow(/missing/);
    expect(await blobs.get('uploads/def')).toBeNull();
    await parts.abort(ref);
    await parts.abort(ref);
    expect(existsSync(join(parent, 'parts', id))).toBe(false);
    // After an abort a late part has nowhere to go.
    await expect(parts.putPart(ref, 4, streamOf('x'), 1)).rejects.toThrow(/ENOENT/);
    await expect(parts.abort({ ...ref, storeUploadId: '../../etc' })).rejects.toThrow(/Invalid part store upload id/);
  });
});
