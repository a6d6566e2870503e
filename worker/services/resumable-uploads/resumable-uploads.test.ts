/**
 * The tus service on Node: the routes mounted on a small app with permissive policy hooks, over
 * the test app's real libSQL file, disk blob store and a disk part store of their own; the protocol
 * by hand through app.request, then the official client (tus-js-client) against a real server on
 * 127.0.0.1, including a connection dropped in the middle of a part.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import * as tus from 'tus-js-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppBindings, AppDeps } from '../../deps.ts';
import { ApiError, handleError } from '../../middleware/errors.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { DiskUploadPartStore } from '../blob-store/disk-upload-part-store.node.ts';
import { runScheduledWork } from '../../scheduler.ts';
import { resumableUploadRoutes } from './resumable-uploads.routes.ts';
import type { ResumableUpload } from './resumable-uploads.service.ts';

const PART = 64 * 1024;
const MAX = 1024 * 1024;
const HOUR = 3_600_000;
const TUS = { 'tus-resumable': '1.0.0' };
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

let t: TestApp;
let partsDir: string;
let deps: AppDeps;
let app: Hono<AppBindings>;
let completed: { upload: ResumableUpload; file: { key: string; size: number } }[];

beforeEach(async () => {
  t = await createTestApp();
  partsDir = mkdtempSync(join(tmpdir(), 'cakeday-test-parts-'));
  deps = { ...t.deps, uploadParts: new DiskUploadPartStore(partsDir, t.deps.blobs) };
  completed = [];
  app = new Hono<AppBindings>();
  app.onError(handleError);
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.route(
    '/files',
    resumableUploadRoutes({
      maxSize: MAX,
      partSize: PART,
      maxPartsPerPatch: 4,
      policy: {
        // The test's "feature": the x-owner header is who you are; x-quota what you have left.
        authorizeCreate: (c, { metadata }) => {
          const ownerKey = c.req.header('x-owner');
          if (!ownerKey) throw new ApiError(401, 'Sign in to upload.');
          return { ownerKey, maxBytes: Number(c.req.header('x-quota') ?? MAX), contentType: metadata.filetype ?? 'application/octet-stream' };
        },
        authorizeUpload: (c, upload) => upload.ownerKey === c.req.header('x-owner'),
        onComplete: (_c, upload, file) => {
          if (upload.metadata.filename === 'refuse.exe') throw new ApiError(415, 'Only photos and videos can be added to the album.');
          completed.push({ upload, file });
          return { body: { key: file.key, size: file.size }, headers: { 'x-album-item': 'item-1' } };
        },
      },
    }),
  );
});
afterEach(() => {
  t.close();
  rmSync(partsDir, { recursive: true, force: true });
});

/** Deterministic bytes, different at every offset, so a part out of place shows. */
function bytesOf(size: number, seed = 7): Uint8Array {
  const bytes = new Uint8Array(size);
  let state = seed;
  for (let i = 0; i < size; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

async function send(method: string, path: string, init: { headers?: Record<string, string>; body?: Uint8Array | ReadableStream<Uint8Array> } = {}) {
  const response = await app.request(`http://127.0.0.1${path}`, {
    method,
    headers: { ...TUS, 'x-owner': 'alice', ...init.headers },
    body: init.body as BodyInit | undefined,
    ...(init.body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, data: text ? JSON.parse(text) : undefined };
}

async function create(length: number, headers: Record<string, string> = {}) {
  const created = await send('POST', '/files', { headers: { 'upload-length': String(length), 'upload-metadata': `filename ${b64('party.mov')},filetype ${b64('video/quicktime')}`, ...headers } });
  expect(created.status, created.text).toBe(201);
  return created.headers.get('location')!;
}

/** A PATCH with its Content-Length (app.request would send the bytes without one, as a chunked body). */
const patch = (location: string, offset: number, body: Uint8Array, headers: Record<string, string> = {}) =>
  send('PATCH', location, { headers: { 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset), 'content-length': String(body.byteLength), ...headers }, body });

async function readBlob(key: string, range?: { offset: number; length?: number }) {
  const blob = await t.deps.blobs.get(key, range ? { range } : {});
  return blob && { ...blob, bytes: new Uint8Array(await new Response(blob.body).arrayBuffer()) };
}

async function uploadRows() {
  return (await t.client.execute('SELECT state, upload_offset, parts FROM resumable_uploads')).rows;
}

/** Files left in the part store's folder. */
const partFiles = () =>
  existsSync(partsDir)
    ? readdirSync(partsDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
    : [];

describe('the tus protocol, by hand', () => {
  it('announces itself on OPTIONS and puts Tus-Resumable on every answer, errors included', async () => {
    const options = await app.request('http://127.0.0.1/files', { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(Object.fromEntries(['tus-resumable', 'tus-version', 'tus-extension', 'tus-max-size'].map((name) => [name, options.headers.get(name)]))).toEqual({
      'tus-resumable': '1.0.0',
      'tus-version': '1.0.0',
      'tus-extension': 'creation,termination,expiration',
      'tus-max-size': String(MAX),
    });
    const missing = await send('HEAD', '/files/nope');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('tus-resumable')).toBe('1.0.0');
  });

  it('creates, takes whole parts and the rest, answers HEAD, and hands the finished file to the feature', async () => {
    const file = bytesOf(2 * PART + 1000);
    const location = await create(file.length);
    expect(location).toMatch(/^\/files\/[A-Za-z0-9_-]{43}$/);

    const head = await send('HEAD', location);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe('0');
    expect(head.headers.get('upload-length')).toBe(String(file.length));
    expect(head.headers.get('cache-control')).toBe('no-store');
    expect(new Date(head.headers.get('upload-expires')!).getTime()).toBe(t.clock.now() - (t.clock.now() % 1000) + 24 * HOUR);

    // One PATCH of two whole parts, then the rest.
    const first = await patch(location, 0, file.subarray(0, 2 * PART));
    expect(first.status, first.text).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(2 * PART));
    expect(first.headers.get('tus-resumable')).toBe('1.0.0');
    expect(completed).toEqual([]);
    const last = await patch(location, 2 * PART, file.subarray(2 * PART));
    expect(last.status, last.text).toBe(200);
    expect(last.headers.get('upload-offset')).toBe(String(file.length));
    expect(last.headers.get('x-album-item')).toBe('item-1');
    expect(last.data).toEqual({ key: completed[0]!.file.key, size: file.length });
    expect(completed[0]!.upload).toMatchObject({ ownerKey: 'alice', state: 'complete', offset: file.length, metadata: { filename: 'party.mov', filetype: 'video/quicktime' } });

    const stored = await readBlob(completed[0]!.file.key);
    expect(stored).toMatchObject({ contentType: 'video/quicktime', size: file.length });
    expect(Buffer.from(stored!.bytes).equals(Buffer.from(file))).toBe(true);
    // Ranged reads for video seeking, cut at the end.
    const middle = await readBlob(completed[0]!.file.key, { offset: PART - 10, length: 20 });
    expect(middle!.range).toEqual({ offset: PART - 10, length: 20 });
    expect([...middle!.bytes]).toEqual([...file.subarray(PART - 10, PART + 10)]);
    const tail = await readBlob(completed[0]!.file.key, { offset: file.length - 5, length: 100 });
    expect(tail!.range).toEqual({ offset: file.length - 5, length: 5 });
    expect([...tail!.bytes]).toEqual([...file.subarray(file.length - 5)]);
    // The parts are gone; the finished upload still answers HEAD (offset = length) until its day is over.
    expect(partFiles()).toEqual([]);
    const done = await send('HEAD', location);
    expect(done.headers.get('upload-offset')).toBe(String(file.length));
    expect(done.headers.get('upload-expires')).toBeNull();
    expect((await patch(location, file.length, new Uint8Array(0))).status).toBe(409);
  });

  it('refuses a wrong or missing Tus-Resumable with 412', async () => {
    for (const headers of [{ 'tus-resumable': '0.2.2' }, {}] as Record<string, string>[]) {
      const response = await app.request('http://127.0.0.1/files', { method: 'POST', headers: { 'x-owner': 'alice', 'upload-length': '10', ...headers } });
      expect(response.status).toBe(412);
      expect(response.headers.get('tus-version')).toBe('1.0.0');
      expect(response.headers.get('tus-resumable')).toBe('1.0.0');
      expect((await response.json()).error).toMatch(/Tus-Resumable|tus 1\.0\.0/);
    }
    expect(await uploadRows()).toEqual([]);
  });

  it('refuses bad creations with a clear 4xx and stores nothing', async () => {
    const cases: [Record<string, string>, number, RegExp][] = [
      [{}, 400, /Upload-Length header is missing/],
      [{ 'upload-length': '12.5' }, 400, /whole number of bytes/],
      [{ 'upload-length': '0' }, 400, /empty/],
      [{ 'upload-defer-length': '1' }, 400, /Upload-Length/],
      [{ 'upload-length': String(MAX + 1) }, 413, /This file is 1 MB; the most you can upload here is 1 MB/],
      [{ 'upload-length': '5000', 'x-quota': '4096' }, 413, /most you can upload here is 4 KB/],
      [{ 'upload-length': '10', 'upload-metadata': 'filename ***' }, 400, /not valid base64/],
      [{ 'upload-length': '10', 'upload-metadata': `filename ${b64('a\u0007b')}` }, 400, /control character/],
      [{ 'upload-length': '10', 'x-owner': '' }, 401, /Sign in/],
    ];
    for (const [headers, status, message] of cases) {
      const response = await send('POST', '/files', { headers });
      expect(response.status, JSON.stringify(headers)).toBe(status);
      expect(response.data.error).toMatch(message);
      expect(response.headers.get('tus-resumable')).toBe('1.0.0');
    }
    expect(await uploadRows()).toEqual([]);
    expect(readdirSync(partsDir)).toEqual([]);
  });

  it('answers 409 when the offset is not the stored one, and keeps only whole parts', async () => {
    const file = bytesOf(3 * PART);
    const location = await create(file.length);
    const wrong = await patch(location, PART, file.subarray(PART, 2 * PART));
    expect(wrong.status).toBe(409);
    expect(wrong.data.error).toBe('This upload has 0 bytes stored, not 65536: ask for the offset (HEAD) and continue from there.');
    // Not a whole number of parts (and not the rest of the file): refused before anything is read.
    const ragged = await patch(location, 0, file.subarray(0, PART + 10));
    expect(ragged.status).toBe(400);
    expect(ragged.data.error).toMatch(/pieces of exactly 64 KB/);
    expect((await patch(location, 0, file.subarray(0, PART), { 'content-type': 'application/octet-stream' })).status).toBe(415);
    const tooMuch = await patch(location, 0, bytesOf(3 * PART + 1));
    expect(tooMuch.status).toBe(413);
    expect((await send('HEAD', location)).headers.get('upload-offset')).toBe('0');
    expect(partFiles()).toEqual([]);
  });

  it('a body without a length that stops inside a part keeps the whole parts before it and nothing of that part', async () => {
    const file = bytesOf(3 * PART);
    const location = await create(file.length);
    // Chunked (no Content-Length): 1.5 parts arrive, then the body ends.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(file.subarray(0, PART + PART / 2));
        controller.close();
      },
    });
    const partial = await send('PATCH', location, { headers: { 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' }, body });
    expect(partial.status, partial.text).toBe(204);
    expect(partial.headers.get('upload-offset')).toBe(String(PART));
    expect(partFiles()).toHaveLength(1);
    // Less than one part, not the end of the file: nothing kept, and the client is told why.
    const short = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(file.subarray(PART, PART + 100));
        controller.close();
      },
    });
    const refused = await send('PATCH', location, { headers: { 'content-type': 'application/offset+octet-stream', 'upload-offset': String(PART) }, body: short });
    expect(refused.status).toBe(400);
    expect(refused.data.error).toMatch(/Nothing of this request was kept/);
    expect((await send('HEAD', location)).headers.get('upload-offset')).toBe(String(PART));
    expect(partFiles()).toHaveLength(1);
  });

  it('two PATCHes at the same offset in parallel append once', async () => {
    const file = bytesOf(2 * PART + 5);
    const location = await create(file.length);
    // Both bodies send half the part and wait for each other, so both writers are inside the part
    // at once: only the compare-and-set on the offset when each part is recorded decides.
    let bothStarted!: () => void;
    const gate = new Promise<void>((resolve) => (bothStarted = resolve));
    let started = 0;
    const slowBody = (bytes: Uint8Array) =>
      new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(bytes.subarray(0, PART / 2));
          if (++started === 2) setTimeout(bothStarted, 50);
          await gate;
          controller.enqueue(bytes.subarray(PART / 2));
          controller.close();
        },
      });
    const headers = { 'content-type': 'application/offset+octet-stream', 'upload-offset': '0', 'content-length': String(PART) };
    const results = await Promise.all([send('PATCH', location, { headers, body: slowBody(file.subarray(0, PART)) }), send('PATCH', location, { headers, body: slowBody(bytesOf(PART, 99)) })]);
    expect(results.find((result) => result.status === 409)!.data.error).toMatch(/continued or cancelled by another request/);
    expect(results.map((result) => result.status).sort()).toEqual([204, 409]);
    const winner = results.find((result) => result.status === 204)!;
    expect(winner.headers.get('upload-offset')).toBe(String(PART));
    const [row] = await uploadRows();
    expect(row).toMatchObject({ state: 'receiving', upload_offset: PART });
    expect(JSON.parse(String(row!.parts))).toHaveLength(1);
    // The loser's part is gone; the upload finishes with the winner's bytes.
    expect(partFiles()).toHaveLength(1);
    const winnerBytes = results[0]!.status === 204 ? file.subarray(0, PART) : bytesOf(PART, 99);
    const rest = await patch(location, PART, file.subarray(PART));
    expect(rest.status, rest.text).toBe(200);
    const stored = await readBlob(rest.data.key);
    expect(Buffer.from(stored!.bytes.subarray(0, PART)).equals(Buffer.from(winnerBytes))).toBe(true);
    expect(Buffer.from(stored!.bytes.subarray(PART)).equals(Buffer.from(file.subarray(PART)))).toBe(true);
  });

  it("someone else's upload is a 404, for HEAD, PATCH and DELETE; so is a made-up one", async () => {
    const location = await create(PART);
    for (const method of ['HEAD', 'PATCH', 'DELETE']) {
      const response = await send(method, location, {
        headers: { 'x-owner': 'mallory', 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
        ...(method === 'PATCH' ? { body: bytesOf(PART) } : {}),
      });
      expect(response.status, method).toBe(404);
    }
    expect((await send('HEAD', `/files/${'A'.repeat(43)}`)).status).toBe(404);
    expect((await send('HEAD', '/files/..%2F..%2Fetc')).status).toBe(404);
    expect((await send('HEAD', location)).headers.get('upload-offset')).toBe('0');
  });

  it('DELETE ends an upload and removes its parts', async () => {
    const file = bytesOf(2 * PART);
    const location = await create(file.length);
    expect((await patch(location, 0, file.subarray(0, PART))).status).toBe(204);
    expect(partFiles()).toHaveLength(1);
    const deleted = await send('DELETE', location);
    expect(deleted.status).toBe(204);
    expect(deleted.headers.get('tus-resumable')).toBe('1.0.0');
    expect(readdirSync(partsDir)).toEqual([]);
    expect((await send('HEAD', location)).status).toBe(404);
    expect((await patch(location, PART, file.subarray(PART))).status).toBe(404);
    expect(await uploadRows()).toEqual([]);
  });

  it('a finished file the feature refuses leaves nothing behind', async () => {
    const location = await create(1000, { 'upload-metadata': `filename ${b64('refuse.exe')}` });
    const refused = await patch(location, 0, bytesOf(1000));
    expect(refused.status).toBe(415);
    expect(refused.data.error).toBe('Only photos and videos can be added to the album.');
    expect(await uploadRows()).toEqual([]);
    expect(readdirSync(partsDir)).toEqual([]);
    expect(readdirSync(t.blobDir, { recursive: true }).filter((name) => !String(name).startsWith('.') && String(name).includes('/'))).toEqual([]);
    expect((await send('HEAD', location)).status).toBe(404);
  });

  it('the scheduler aborts uploads not finished within 24 hours and deletes their parts', async () => {
    const file = bytesOf(2 * PART);
    const stale = await create(file.length);
    expect((await patch(stale, 0, file.subarray(0, PART))).status).toBe(204);
    const finished = await create(100);
    const done = await patch(finished, 0, bytesOf(100));
    expect(done.status).toBe(200);

    t.clock.advance(23 * HOUR);
    expect((await runScheduledWork(deps)).resumableUploads).toEqual({ aborted: 0, forgotten: 0 });
    expect(partFiles()).toHaveLength(1);

    t.clock.advance(HOUR);
    // Its day is over: refused at once, before the job has run.
    const late = await patch(stale, PART, file.subarray(PART));
    expect(late.status).toBe(410);
    expect(late.data.error).toMatch(/expired/);
    const report = await runScheduledWork(deps);
    expect(report.resumableUploads).toEqual({ aborted: 1, forgotten: 1 });
    expect(report.failedJobs).toEqual([]);
    expect(readdirSync(partsDir)).toEqual([]);
    expect(await uploadRows()).toEqual([]);
    expect((await send('HEAD', stale)).status).toBe(404);
    // The finished file belongs to the feature now: it stays.
    expect((await readBlob(done.data.key))!.size).toBe(100);
  });
});

describe('the official client (tus-js-client) against a real server', () => {
  let server: ReturnType<typeof serve>;
  let endpoint: string;
  beforeEach(async () => {
    const address = await new Promise<AddressInfo>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(info));
    });
    endpoint = `http://127.0.0.1:${address.port}/files`;
  });
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function upload(file: Uint8Array, options: Partial<tus.UploadOptions> = {}) {
    let client!: tus.Upload;
    const done = new Promise<tus.Upload>((resolve, reject) => {
      client = new tus.Upload(Buffer.from(file), {
        endpoint,
        chunkSize: 2 * PART,
        retryDelays: null,
        headers: { 'x-owner': 'alice' },
        metadata: { filename: 'speech.mp4', filetype: 'video/mp4' },
        onSuccess: () => resolve(client),
        onError: reject,
        ...options,
      });
    });
    client.start();
    return { client, done };
  }

  it('uploads a file of several parts that arrives whole', async () => {
    const file = bytesOf(5 * PART + 123, 3);
    const { done } = upload(file);
    const client = await done;
    expect(completed).toHaveLength(1);
    expect(client.url).toMatch(/\/files\/[A-Za-z0-9_-]{43}$/);
    const stored = await readBlob(completed[0]!.file.key);
    expect(stored!.contentType).toBe('video/mp4');
    expect(Buffer.from(stored!.bytes).equals(Buffer.from(file))).toBe(true);
  });

  it('a connection dropped in the middle of a part keeps the whole parts; a new client resumes from there', async () => {
    const file = bytesOf(4 * PART + 10, 5);
    // Started by the client…
    const created = await fetch(endpoint, {
      method: 'POST',
      headers: { ...TUS, 'x-owner': 'alice', 'upload-length': String(file.length), 'upload-metadata': `filetype ${b64('video/mp4')}` },
    });
    const url = new URL(created.headers.get('location')!, endpoint).href;
    // …then a PATCH announcing two parts sends one and a half, and the socket is destroyed.
    const { port } = new URL(endpoint);
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'PATCH',
      path: new URL(url).pathname,
      headers: { ...TUS, 'x-owner': 'alice', 'content-type': 'application/offset+octet-stream', 'upload-offset': '0', 'content-length': String(2 * PART) },
    });
    req.on('error', () => undefined);
    req.write(file.subarray(0, PART + PART / 2));
    // Wait until the first part is recorded, then drop the connection mid-part.
    const head = () => fetch(url, { method: 'HEAD', headers: { ...TUS, 'x-owner': 'alice' } });
    for (let tries = 0; (await head()).headers.get('upload-offset') !== String(PART); tries++) {
      expect(tries).toBeLessThan(200);
      await new Promise((wake) => setTimeout(wake, 10));
    }
    req.destroy();
    // The half part is never kept: the offset stays at the whole part, and its file is gone.
    for (let tries = 0; partFiles().length !== 1; tries++) {
      expect(tries).toBeLessThan(200);
      await new Promise((wake) => setTimeout(wake, 10));
    }
    expect((await head()).headers.get('upload-offset')).toBe(String(PART));

    const resumedFrom: number[] = [];
    const { done } = upload(file, { uploadUrl: url, onProgress: (sent) => resumedFrom.push(sent) });
    await done;
    expect(resumedFrom[0]).toBeGreaterThanOrEqual(PART);
    const stored = await readBlob(completed[0]!.file.key);
    expect(Buffer.from(stored!.bytes).equals(Buffer.from(file))).toBe(true);
    expect(partFiles()).toEqual([]);
  });

  it('an upload the client aborts half way resumes with a new client and completes', async () => {
    const file = bytesOf(8 * PART + 77, 11);
    let first!: tus.Upload;
    const aborted = new Promise<void>((resolve, reject) => {
      const started = upload(file, {
        chunkSize: PART,
        onChunkComplete: (_chunk, accepted) => {
          if (accepted >= 3 * PART) void first.abort().then(resolve, reject);
        },
      });
      first = started.client;
      started.done.then(
        () => reject(new Error('finished before the abort')),
        () => undefined,
      );
    });
    await aborted;
    const url = first.url!;
    const offset = Number((await fetch(url, { method: 'HEAD', headers: { ...TUS, 'x-owner': 'alice' } })).headers.get('upload-offset'));
    expect(offset % PART).toBe(0);
    expect(offset).toBeGreaterThanOrEqual(3 * PART);
    expect(offset).toBeLessThan(file.length);
    await upload(file, { uploadUrl: url }).done;
    const stored = await readBlob(completed[0]!.file.key);
    expect(Buffer.from(stored!.bytes).equals(Buffer.from(file))).toBe(true);
  });

  it("the client reports the server's refusals: over the max (413), bad metadata (400), someone else's upload (404), a wrong offset (409)", async () => {
    const tooBig = upload(bytesOf(MAX + 1));
    await expect(tooBig.done).rejects.toThrow(/response code: 413.*the most you can upload here is 1 MB/s);
    const badMetadata = upload(bytesOf(10), { metadata: { 'file name': 'x' } });
    await expect(badMetadata.done).rejects.toThrow(/response code: 400/);

    const file = bytesOf(2 * PART);
    const created = await fetch(endpoint, { method: 'POST', headers: { ...TUS, 'x-owner': 'alice', 'upload-length': String(file.length) } });
    const url = new URL(created.headers.get('location')!, endpoint).href;
    const stolen = upload(file, { uploadUrl: url, headers: { 'x-owner': 'mallory' } });
    // tus-js-client forgets a URL that answers 404 and starts a new upload of its own instead.
    await stolen.done;
    expect(stolen.client.url).not.toBe(url);
    expect(completed.map((entry) => entry.upload.ownerKey)).toEqual(['mallory']);

    const wrongOffset = await fetch(url, {
      method: 'PATCH',
      headers: { ...TUS, 'x-owner': 'alice', 'content-type': 'application/offset+octet-stream', 'upload-offset': String(PART) },
      body: Buffer.from(file.subarray(PART)),
    });
    expect(wrongOffset.status).toBe(409);
    expect(wrongOffset.headers.get('tus-resumable')).toBe('1.0.0');
  });
});
