/**
 * The tus service inside workerd: the same routes as on Node, over the run's sqld (libSQL over
 * HTTP) and miniflare's local R2, whose multipart API holds the parts and joins them into the
 * object (miniflare enforces R2's 5 MiB minimum for every part but the last, so the parts here are
 * 5 MiB). No feature mounts the routes yet, so the test mounts them on a small app of its own.
 */
import { createClient } from '@libsql/client/web';
import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../db/client.ts';
import type { AppBindings, AppDeps } from '../../deps.ts';
import { handleError } from '../../middleware/errors.ts';
import { R2BlobStore } from '../blob-store/r2-blob-store.ts';
import { R2UploadPartStore } from '../blob-store/r2-upload-part-store.ts';
import { type Clock, systemClock } from '../clock.ts';
import { resumableUploadRoutes } from './resumable-uploads.routes.ts';
import { expireResumableUploads } from './resumable-uploads.service.ts';

const PART = 5 * 1024 * 1024;
const TUS = { 'tus-resumable': '1.0.0' };

function harness() {
  const db = createDb(createClient({ url: env.DATABASE_URL! }));
  const blobs = new R2BlobStore(env.BLOBS!);
  const uploadParts = new R2UploadPartStore(env.BLOBS!);
  // Only what the routes use: the database, the clock and the two stores.
  const deps = { db, clock: systemClock, blobs, uploadParts } as unknown as AppDeps;
  const app = new Hono<AppBindings>();
  app.onError(handleError);
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.route(
    '/files',
    resumableUploadRoutes({
      maxSize: 64 * 1024 * 1024,
      partSize: PART,
      policy: {
        authorizeCreate: (c) => ({ ownerKey: c.req.header('x-owner') ?? 'nobody', maxBytes: 64 * 1024 * 1024, contentType: 'video/mp4' }),
        authorizeUpload: (c, upload) => upload.ownerKey === c.req.header('x-owner'),
        onComplete: (_c, _upload, file) => ({ body: file }),
      },
    }),
  );
  const send = async (method: string, path: string, headers: Record<string, string> = {}, body?: BodyInit) => {
    const response = await app.request(`https://cakeday.test${path}`, { method, headers: { ...TUS, 'x-owner': 'ana', ...headers }, body });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, data: text ? JSON.parse(text) : undefined };
  };
  return { db, deps, blobs, send };
}

function bytesOf(size: number, seed: number): Uint8Array {
  const bytes = new Uint8Array(size);
  let state = seed;
  for (let i = 0; i < size; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

const octets = (offset: number, length: number) => ({ 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset), 'content-length': String(length) });

describe('resumable uploads inside workerd', () => {
  it('creates, takes a whole part and the rest, answers HEAD, completes into R2 by multipart, and reads back a range', async () => {
    const { send, blobs } = harness();
    const file = bytesOf(PART + 1000, 17);
    const created = await send('POST', '/files', { 'upload-length': String(file.length), 'upload-metadata': `filename ${btoa('clip.mp4')}` });
    expect(created.status, created.text).toBe(201);
    const location = created.headers.get('location')!;
    expect(created.headers.get('tus-resumable')).toBe('1.0.0');

    // A body that fails a MiB into the first part (R2 has started taking the part) keeps nothing of it.
    let pulls = 0;
    const failing = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulls++ === 0) controller.enqueue(file.subarray(0, 1024 * 1024));
        else controller.error(new Error('connection lost'));
      },
    });
    const dropped = await send('PATCH', location, { 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' }, failing);
    expect(dropped.status).toBe(400);
    expect(pulls).toBe(2);
    expect((await send('HEAD', location)).headers.get('upload-offset')).toBe('0');

    const first = await send('PATCH', location, octets(0, PART), file.subarray(0, PART));
    expect(first.status, first.text).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(PART));
    const head = await send('HEAD', location);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(PART));
    expect(head.headers.get('upload-length')).toBe(String(file.length));
    expect(head.headers.get('upload-expires')).toMatch(/GMT$/);
    // Someone else's upload, and an offset that is not the stored one.
    expect((await send('HEAD', location, { 'x-owner': 'eve' })).status).toBe(404);
    expect((await send('PATCH', location, octets(0, 1000), file.subarray(0, 1000))).status).toBe(409);

    const last = await send('PATCH', location, octets(PART, 1000), file.subarray(PART));
    expect(last.status, last.text).toBe(200);
    expect(last.headers.get('upload-offset')).toBe(String(file.length));
    const key: string = last.data.key;
    expect(last.data.size).toBe(file.length);

    // The object R2 assembled from two parts (a multipart ETag ends with the part count).
    const object = await env.BLOBS!.head(key);
    expect(object).toMatchObject({ size: file.length, httpMetadata: { contentType: 'video/mp4' } });
    expect(object!.etag).toMatch(/-2$/);
    const whole = await blobs.get(key);
    const bytes = new Uint8Array(await new Response(whole!.body).arrayBuffer());
    expect(bytes.length).toBe(file.length);
    expect(bytes.every((byte, i) => byte === file[i])).toBe(true);
    // A range across the parts' seam, and one cut at the end.
    const seam = await blobs.get(key, { range: { offset: PART - 4, length: 8 } });
    expect(seam!.range).toEqual({ offset: PART - 4, length: 8 });
    expect([...new Uint8Array(await new Response(seam!.body).arrayBuffer())]).toEqual([...file.subarray(PART - 4, PART + 4)]);
    const end = await blobs.get(key, { range: { offset: file.length - 3, length: 50 } });
    expect(end!.range).toEqual({ offset: file.length - 3, length: 3 });
    expect([...new Uint8Array(await new Response(end!.body).arrayBuffer())]).toEqual([...file.subarray(file.length - 3)]);
    await env.BLOBS!.delete(key);
  });

  it('the expiry job aborts an unfinished multipart upload', async () => {
    const { send, deps, db } = harness();
    const file = bytesOf(PART + 10, 23);
    const created = await send('POST', '/files', { 'upload-length': String(file.length) });
    const location = created.headers.get('location')!;
    expect((await send('PATCH', location, octets(0, PART), file.subarray(0, PART))).status).toBe(204);
    const row = (await db.$client.execute("SELECT blob_key, store_upload_id, parts FROM resumable_uploads WHERE state = 'receiving' ORDER BY created_at DESC LIMIT 1")).rows[0]!;

    const dayLater: Clock = { now: () => Date.now() + 25 * 60 * 60 * 1000 };
    const report = await expireResumableUploads({ ...deps, clock: dayLater });
    expect(report.aborted).toBeGreaterThanOrEqual(1);
    expect((await send('HEAD', location)).status).toBe(404);
    // The multipart upload is gone: its part can no longer be completed into an object.
    const [part] = JSON.parse(String(row.parts)) as { number: number; etag: string }[];
    const multipart = env.BLOBS!.resumeMultipartUpload(String(row.blob_key), String(row.store_upload_id));
    await expect(multipart.complete([{ partNumber: part!.number, etag: part!.etag }])).rejects.toThrow();
    expect(await env.BLOBS!.head(String(row.blob_key))).toBeNull();
  });
});
