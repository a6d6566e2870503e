import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A stand-in for tus-js-client that records what the album upload asks of it.
const created: Array<{ file: unknown; options: Record<string, any>; upload: FakeUpload }> = [];
class FakeUpload {
  options: Record<string, any>;
  started = 0;
  aborted: boolean[] = [];
  resumedFrom: unknown = null;
  previous: unknown[] = [];
  constructor(file: unknown, options: Record<string, any>) {
    this.options = options;
    created.push({ file, options, upload: this });
  }
  findPreviousUploads() {
    return Promise.resolve(this.previous);
  }
  resumeFromPreviousUpload(previous: unknown) {
    this.resumedFrom = previous;
  }
  start() {
    this.started += 1;
  }
  abort(terminate?: boolean) {
    this.aborted.push(Boolean(terminate));
    return Promise.resolve();
  }
}
vi.mock('tus-js-client', () => ({ Upload: FakeUpload }));

const { ALBUM_CHUNK_BYTES, itemOfSuccess, startAlbumUpload, uploadFailure } = await import('./start-album-upload.ts');

const response = (status: number, body: string) => ({ getStatus: () => status, getBody: () => body });
const file = { name: 'IMG_7.MOV', type: 'video/quicktime', size: 30 * 1024 ** 2, lastModified: 1 } as unknown as File;

describe('startAlbumUpload', () => {
  beforeEach(() => {
    created.length = 0;
    vi.stubGlobal('window', { location: { origin: 'https://cakeday.test' } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends whole 8 MiB parts to /api/album-uploads with the portal identity, retrying and resumable', async () => {
    const callbacks = { onProgress: vi.fn(), onSuccess: vi.fn(), onError: vi.fn() };
    const handle = await startAlbumUpload(file, { kind: 'portal', portalToken: 'ptok', uploaderKey: 'ukey' }, callbacks);
    const { options, upload } = created[0]!;
    expect(ALBUM_CHUNK_BYTES).toBe(8 * 1024 * 1024);
    expect(options).toMatchObject({
      endpoint: 'https://cakeday.test/api/album-uploads',
      chunkSize: 8 * 1024 * 1024,
      retryDelays: [0, 1000, 3000, 5000, 10000],
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      metadata: { filename: 'IMG_7.MOV', filetype: 'video/quicktime' },
    });
    expect(options.headers).toEqual({ 'x-upload-portal': 'ptok', 'x-uploader-key': 'ukey' });
    expect(upload.started).toBe(1);

    // The fingerprint names the file and a hash of who uploads, never the raw token.
    const fingerprint: string = await options.fingerprint(file);
    expect(fingerprint).toContain('IMG_7.MOV');
    expect(fingerprint).not.toContain('ptok');

    options.onProgress(100, 200);
    expect(callbacks.onProgress).toHaveBeenCalledWith(100, 200);
    options.onSuccess({ lastResponse: response(200, JSON.stringify({ item: { id: 'item-9' } })) });
    expect(callbacks.onSuccess).toHaveBeenCalledWith({ id: 'item-9' });
    options.onError({ originalResponse: response(415, JSON.stringify({ error: 'This is not a photo or a video.' })) });
    expect(callbacks.onError).toHaveBeenCalledWith({ message: 'This is not a photo or a video.', status: 415, retryable: false });

    handle.pause();
    handle.resume();
    await handle.cancel();
    expect(upload.aborted).toEqual([false, true]);
    expect(upload.started).toBe(2);
  });

  it('a host names the event in the metadata and sends no identity header; a guest sends their token', async () => {
    await startAlbumUpload(file, { kind: 'member', eventId: 'ev1' }, { onProgress: vi.fn(), onSuccess: vi.fn(), onError: vi.fn() });
    expect(created[0]!.options.metadata).toEqual({ filename: 'IMG_7.MOV', filetype: 'video/quicktime', event: 'ev1' });
    expect(created[0]!.options.headers).toEqual({});
    await startAlbumUpload(file, { kind: 'guest', guestToken: 'gtok' }, { onProgress: vi.fn(), onSuccess: vi.fn(), onError: vi.fn() });
    expect(created[1]!.options.headers).toEqual({ 'x-guest-token': 'gtok' });
    // Two identities never resume each other's upload of the same file.
    expect(await created[0]!.options.fingerprint(file)).not.toBe(await created[1]!.options.fingerprint(file));
  });
});

describe('uploadFailure', () => {
  it('shows the server’s {error} for a 4xx and does not offer a retry that cannot help', () => {
    expect(uploadFailure({ originalResponse: response(413, '{"error":"This album is full."}') })).toEqual({ message: 'This album is full.', status: 413, retryable: false });
    expect(uploadFailure({ originalResponse: response(400, 'not json') })).toEqual({ message: 'The upload was refused (400).', status: 400, retryable: false });
  });

  it('offers a retry for no answer, a server error, a moved offset or an expired upload', () => {
    expect(uploadFailure(new Error('tus: failed to upload chunk'))).toMatchObject({ status: null, retryable: true });
    expect(uploadFailure({ originalResponse: response(503, '') })).toMatchObject({ status: 503, retryable: true });
    for (const status of [409, 410, 423, 429]) expect(uploadFailure({ originalResponse: response(status, '{"error":"x"}') }).retryable, String(status)).toBe(true);
  });
});

describe('itemOfSuccess', () => {
  it('reads {item} from the last PATCH, and null from anything else (a HEAD after a lost answer)', () => {
    expect(itemOfSuccess('{"item":{"id":"a"}}')).toEqual({ id: 'a' });
    expect(itemOfSuccess('')).toBeNull();
    expect(itemOfSuccess('{"ok":true}')).toBeNull();
  });
});
