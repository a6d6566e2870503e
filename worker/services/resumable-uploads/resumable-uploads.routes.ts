/**
 * Resumable uploads over the tus 1.0.0 protocol (core + creation, termination, expiration), one
 * code path on Node and on Workers. A feature mounts the sub-app where its uploads go:
 *
 *   app.route('/api/albums/:albumId/uploads', resumableUploadRoutes({ maxSize: GB, policy }))
 *
 * and decides, through the policy hooks, who may start an upload (and how big), who may continue
 * one, and what happens with the finished file. The offset lives in the database, the bytes in
 * the part store (files on Node, R2 multipart on Workers) until the last part joins them into one
 * blob. A PATCH carries whole parts of `partSize` bytes (the last part: the rest of the file); a
 * part cut short by a dropped connection is not kept, so the client resumes from the last whole
 * part. See docs/decisions/036-resumable-uploads.md.
 */
import { type Context, Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import type { BlobStore } from '../blob-store/blob-store.ts';
import type { StoredPart, UploadPartStore } from '../blob-store/upload-part-store.ts';
import { hashToken, hexOf, randomToken } from '../tokens.ts';
import { PartReader } from './part-reader.ts';
import {
  appendPart,
  claimPartNumber,
  deleteReceivingUpload,
  deleteResumableUpload,
  findResumableUpload,
  insertResumableUpload,
  markResumableUploadComplete,
  type ResumableUploadRow,
} from './resumable-uploads.repo.ts';
import { DEFAULT_MAX_PARTS_PER_PATCH, DEFAULT_PART_SIZE, MAX_PART_NUMBER, MAX_PARTS_PER_UPLOAD, partRefOf, type ResumableUpload, UPLOAD_LIFETIME_MS, uploadOf } from './resumable-uploads.service.ts';
import { describeBytes, httpDate, parseByteCount, parseUploadMetadata, TUS_VERSION } from './tus-headers.ts';

type UploadContext = Context<AppBindings>;

/** What the mounting feature decides; the service knows nothing about events or albums. */
export interface ResumableUploadPolicy {
  /**
   * May this request start an upload of `length` bytes with this metadata? Answers whose it is
   * (`ownerKey`, compared by authorizeUpload later) and how big it may be (a quota left, a cap by
   * type); throws an ApiError to refuse. `contentType` is what the finished blob is stored as
   * (default application/octet-stream): the feature checks the bytes themselves in onComplete.
   */
  authorizeCreate(c: UploadContext, request: { length: number; metadata: Record<string, string> }): Promise<UploadGrant> | UploadGrant;
  /** May this request see, continue or cancel this upload (HEAD, PATCH, DELETE)? False answers 404, as for an upload that does not exist. */
  authorizeUpload(c: UploadContext, upload: ResumableUpload): Promise<boolean> | boolean;
  /**
   * The file is whole, in the blob store under `key`. What this answers goes out with the last
   * PATCH's response (a `body` as JSON with status 200, else 204). Throwing (an ApiError: the bytes
   * are not a photo) deletes the blob and the upload, and the error is the response.
   */
  onComplete?(c: UploadContext, upload: ResumableUpload, file: { key: string; size: number }): Promise<CompletionAnswer | void> | CompletionAnswer | void;
}

export interface UploadGrant {
  ownerKey: string;
  maxBytes: number;
  contentType?: string;
}

export interface CompletionAnswer {
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ResumableUploadOptions {
  policy: ResumableUploadPolicy;
  /** The largest file this endpoint takes at all (Tus-Max-Size); the policy may allow less per upload. */
  maxSize: number;
  /** Every part but the last has this size (default 8 MiB; at least the part store's minimum, 5 MiB on R2). */
  partSize?: number;
  /** A PATCH may carry this many parts at most (default 8: 64 MiB, under Cloudflare's 100 MB request limit). */
  maxPartsPerPatch?: number;
  /** Finished files get the blob key `<keyPrefix>/<random hex>` (default `uploads`). */
  keyPrefix?: string;
}

const TUS_EXTENSIONS = 'creation,termination,expiration';
const OFFSET_OCTET_STREAM = /^application\/offset\+octet-stream\s*(;|$)/i;
/** randomToken()'s 32 bytes in base64url. */
const UPLOAD_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const NOT_FOUND = 'There is no such upload (it may have been cancelled or finished long ago). Start the upload again.';

export function resumableUploadRoutes(options: ResumableUploadOptions) {
  const partSize = options.partSize ?? DEFAULT_PART_SIZE;
  const maxPartsPerPatch = options.maxPartsPerPatch ?? DEFAULT_MAX_PARTS_PER_PATCH;
  const keyPrefix = options.keyPrefix ?? 'uploads';
  const { policy } = options;
  if (!Number.isSafeInteger(partSize) || partSize < 1) throw new Error(`Invalid part size ${partSize}`);
  const maxPatchBytes = partSize * maxPartsPerPatch;

  const routes = new Hono<AppBindings>();

  routes.use('*', async (c, next) => {
    if (c.req.method !== 'OPTIONS' && c.req.header('tus-resumable') !== TUS_VERSION) {
      const sent = c.req.header('tus-resumable');
      const message = sent
        ? `This server speaks tus ${TUS_VERSION}; the request asked for ${JSON.stringify(sent.slice(0, 20))}. Update the upload client.`
        : `Send the header Tus-Resumable: ${TUS_VERSION} with every upload request (a tus client does).`;
      c.res = c.json({ error: message }, 412, { 'Tus-Version': TUS_VERSION });
    } else {
      await next();
    }
    // On every answer, errors included (the app's onError has already built them by now).
    c.res.headers.set('Tus-Resumable', TUS_VERSION);
    c.res.headers.set('Cache-Control', 'no-store');
  });

  const capabilities = (c: UploadContext) => {
    c.header('Tus-Version', TUS_VERSION);
    c.header('Tus-Extension', TUS_EXTENSIONS);
    c.header('Tus-Max-Size', String(options.maxSize));
    return c.body(null, 204);
  };
  routes.options('/', capabilities);
  routes.options('/:token', capabilities);

  routes.post('/', async (c) => {
    const { db, clock } = c.get('deps');
    const { uploadParts } = storage(c.get('deps'));
    if (partSize < uploadParts.minPartSize) throw new Error(`The part size ${partSize} is below this store's minimum of ${uploadParts.minPartSize}`);
    if (c.req.header('upload-defer-length') !== undefined) throw new ApiError(400, 'Give the file size in Upload-Length: uploads of an unknown length are not taken.');
    const length = headerValue(parseByteCount(c.req.header('upload-length'), 'Upload-Length'));
    if (length === 0) throw new ApiError(400, 'The file is empty: choose a file with something in it.');
    if (length > options.maxSize) throw tooLarge(length, options.maxSize);
    if (Math.ceil(length / partSize) > MAX_PARTS_PER_UPLOAD) throw tooLarge(length, MAX_PARTS_PER_UPLOAD * partSize);
    const metadata = headerValue(parseUploadMetadata(c.req.header('upload-metadata')));
    const grant = await policy.authorizeCreate(c, { length, metadata });
    if (length > grant.maxBytes) throw tooLarge(length, grant.maxBytes);

    const token = randomToken();
    const id = await hashToken(token);
    const blobKey = `${keyPrefix}/${randomHex(16)}`;
    const contentType = grant.contentType ?? 'application/octet-stream';
    const now = clock.now();
    const storeUploadId = await uploadParts.begin(blobKey, { contentType });
    const row = {
      id,
      ownerKey: grant.ownerKey,
      state: 'receiving' as const,
      length,
      uploadOffset: 0,
      partSize,
      parts: [],
      lastPartNumber: 0,
      blobKey,
      contentType,
      storeUploadId,
      metadata,
      createdAt: now,
      expiresAt: now + UPLOAD_LIFETIME_MS,
      completedAt: null,
    };
    try {
      await insertResumableUpload(db, row);
    } catch (error) {
      await uploadParts.abort(partRefOf(row)).catch(() => undefined);
      throw error;
    }
    // Path-absolute, below wherever the feature mounted this: tus clients resolve it against the endpoint.
    const base = new URL(c.req.url).pathname.replace(/\/+$/, '');
    c.header('Location', `${base}/${token}`);
    c.header('Upload-Expires', httpDate(row.expiresAt));
    return c.body(null, 201);
  });

  /** The upload behind the URL's token, if this request may see it (else 404, the same as none). */
  async function load(c: UploadContext): Promise<ResumableUploadRow> {
    const { db, clock } = c.get('deps');
    const token = c.req.param('token') ?? '';
    const row = UPLOAD_TOKEN.test(token) ? await findResumableUpload(db, await hashToken(token)) : undefined;
    if (!row || !(await policy.authorizeUpload(c, uploadOf(row)))) throw new ApiError(404, NOT_FOUND);
    if (row.state !== 'complete' && row.expiresAt <= clock.now()) {
      throw new ApiError(410, 'This upload was not finished within a day and has expired. Start it again.');
    }
    return row;
  }

  // Hono routes HEAD to the GET handler (and drops the body); a plain GET is not part of tus.
  routes.get('/:token', async (c) => {
    if (c.req.method !== 'HEAD') throw new ApiError(405, "Ask for an upload's offset with HEAD.", undefined, { Allow: 'HEAD, PATCH, DELETE, OPTIONS' });
    const row = await load(c);
    c.header('Upload-Offset', String(row.uploadOffset));
    c.header('Upload-Length', String(row.length));
    if (row.state !== 'complete') c.header('Upload-Expires', httpDate(row.expiresAt));
    return c.body(null, 200);
  });

  routes.patch('/:token', async (c) => {
    const deps = c.get('deps');
    const { uploadParts, blobs } = storage(deps);
    const row = await load(c);
    if (!OFFSET_OCTET_STREAM.test(c.req.header('content-type') ?? '')) {
      throw new ApiError(415, "Send the file's bytes with the header Content-Type: application/offset+octet-stream.");
    }
    const offset = headerValue(parseByteCount(c.req.header('upload-offset'), 'Upload-Offset'));
    if (row.state === 'complete') throw new ApiError(409, 'This upload is already complete.');
    if (row.state === 'completing') throw new ApiError(409, 'This upload is being finished right now; ask for its offset again in a moment.');
    if (offset !== row.uploadOffset) {
      throw new ApiError(409, `This upload has ${row.uploadOffset} bytes stored, not ${offset}: ask for the offset (HEAD) and continue from there.`);
    }
    const remaining = row.length - row.uploadOffset;
    const declared = c.req.header('content-length');
    if (declared !== undefined) {
      const bytes = headerValue(parseByteCount(declared, 'Content-Length'));
      if (bytes > remaining) throw new ApiError(413, `This request has ${bytes} bytes but only ${remaining} of the file are left to send.`);
      if (bytes > maxPatchBytes) throw new ApiError(413, `Send at most ${describeBytes(maxPatchBytes)} per request (a chunk size of ${describeBytes(row.partSize)} works).`);
      if (bytes !== remaining && bytes % row.partSize !== 0) throw wholePartsError(row.partSize);
    }

    const reader = PartReader.of(c);
    let stored: { offset: number; parts: StoredPart[] } = { offset: row.uploadOffset, parts: row.parts };
    let partsSent = 0;
    try {
      while (stored.offset < row.length && partsSent < maxPartsPerPatch && !(await atEndOrDropped(reader))) {
        const next = await appendOnePart(deps.db, uploadParts, row, stored, reader);
        if (!next) break;
        stored = next;
        partsSent++;
      }
    } finally {
      if (reader.started && !reader.ended) await reader.cancel();
    }
    // The body ended (or the connection dropped) inside the first part: nothing was kept.
    if (partsSent === 0 && stored.offset < row.length && (reader.started || reader.failed)) throw wholePartsError(row.partSize);

    c.header('Upload-Offset', String(stored.offset));
    if (stored.offset < row.length) {
      c.header('Upload-Expires', httpDate(row.expiresAt));
      return c.body(null, 204);
    }
    const answer = await finish(c, { uploadParts, blobs }, row, stored.parts);
    for (const [name, value] of Object.entries(answer?.headers ?? {})) c.header(name, value);
    return answer?.body === undefined ? c.body(null, 204) : c.json(answer.body as object, 200);
  });

  routes.delete('/:token', async (c) => {
    const { uploadParts } = storage(c.get('deps'));
    const row = await load(c);
    if (row.state !== 'receiving') throw new ApiError(409, 'This upload is already complete and can no longer be cancelled here.');
    if (!(await deleteReceivingUpload(c.get('deps').db, row.id))) throw new ApiError(404, NOT_FOUND);
    await uploadParts.abort(partRefOf(row));
    return c.body(null, 204);
  });

  /** The parts are all in: the store joins them into the blob, then the feature takes it. */
  async function finish(c: UploadContext, stores: { uploadParts: UploadPartStore; blobs: BlobStore }, row: ResumableUploadRow, parts: StoredPart[]) {
    const { db, clock } = c.get('deps');
    try {
      await stores.uploadParts.complete(partRefOf(row), parts);
    } catch (error) {
      // Nothing half-finished stays: the parts, any blob written and the upload go.
      await stores.uploadParts.abort(partRefOf(row)).catch(() => undefined);
      await stores.blobs.delete(row.blobKey).catch(() => undefined);
      await deleteResumableUpload(db, row.id);
      throw error;
    }
    const completedAt = clock.now();
    await markResumableUploadComplete(db, row.id, completedAt);
    const upload = uploadOf({ ...row, state: 'complete', uploadOffset: row.length, parts, completedAt });
    try {
      return await policy.onComplete?.(c, upload, { key: row.blobKey, size: row.length });
    } catch (error) {
      await stores.blobs.delete(row.blobKey);
      await deleteResumableUpload(db, row.id);
      throw error;
    }
  }

  return routes;
}

/**
 * Streams the next part of the body into the store and records it, compare-and-set on the
 * offset. Answers the new state, or undefined when the body ended (or the connection dropped)
 * before the part was whole: that part is not kept, the offset stays.
 */
async function appendOnePart(
  db: AppDeps['db'],
  store: UploadPartStore,
  row: ResumableUploadRow,
  stored: { offset: number; parts: StoredPart[] },
  reader: PartReader,
): Promise<{ offset: number; parts: StoredPart[] } | undefined> {
  const size = Math.min(row.partSize, row.length - stored.offset);
  const last = stored.offset + size === row.length;
  const number = await claimPartNumber(db, row.id, stored.offset);
  if (number === undefined) throw conflict();
  if (number > MAX_PART_NUMBER) throw new ApiError(409, 'This upload was interrupted too many times to continue. Start it again.');
  const ref = partRefOf(row);
  let etag: string;
  try {
    ({ etag } = await store.putPart(ref, number, reader.part(size), size));
  } catch (error) {
    await store.discardPart(ref, number).catch(() => undefined);
    if (reader.failed) return undefined;
    throw error;
  }
  if (last && !(await reader.atEnd())) {
    await store.discardPart(ref, number);
    throw new ApiError(413, `This request has more bytes than the file's announced ${row.length}.`);
  }
  const parts = [...stored.parts, { number, etag, size }];
  if (!(await appendPart(db, row.id, { fromOffset: stored.offset, toOffset: stored.offset + size, parts, last }))) {
    await store.discardPart(ref, number);
    throw conflict();
  }
  return { offset: stored.offset + size, parts };
}

/** Whether the body has no more to give: at its end, or its connection failed (what arrived of a part is not kept). */
async function atEndOrDropped(reader: PartReader): Promise<boolean> {
  try {
    return await reader.atEnd();
  } catch (error) {
    if (reader.failed) return true;
    throw error;
  }
}

function storage(deps: AppDeps): { uploadParts: UploadPartStore; blobs: BlobStore } {
  if (!deps.uploadParts || !deps.blobs) throw new ApiError(503, 'Uploads are not available on this server right now. Please try again later.');
  return { uploadParts: deps.uploadParts, blobs: deps.blobs };
}

function headerValue<T>(result: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!result.ok) throw new ApiError(400, result.message);
  return result.value;
}

function tooLarge(length: number, max: number): ApiError {
  return new ApiError(413, `This file is ${describeBytes(length)}; the most you can upload here is ${describeBytes(max)}.`);
}

function wholePartsError(partSize: number): ApiError {
  return new ApiError(
    400,
    `Send the file in pieces of exactly ${describeBytes(partSize)} (${partSize} bytes) or a whole number of them; only the last piece may be smaller. Nothing of this request was kept.`,
  );
}

function conflict(): ApiError {
  return new ApiError(409, 'This upload was continued or cancelled by another request at the same time. Ask for its offset (HEAD) and continue from there.');
}

function randomHex(bytes: number): string {
  return hexOf(crypto.getRandomValues(new Uint8Array(bytes)));
}
