import type { AlbumItemView } from '#core/domain/albums/album.schema.ts';
import { identityTag, rawRequestHeaders, uploadMetadata, type UploaderIdentity } from './album-identity.ts';
import { albumPaths } from './album-keys.ts';

/** The server stores whole 8 MiB parts (decision 036): every PATCH but the last is exactly this long. */
export const ALBUM_CHUNK_BYTES = 8 * 1024 * 1024;
/** A dropped connection is tried again at once, then after 1, 3, 5 and 10 s; a reload resumes from the server's offset. */
export const ALBUM_RETRY_DELAYS = [0, 1000, 3000, 5000, 10000];

export interface UploadFailure {
  message: string;
  /** The server's status; null when it was never reached. */
  status: number | null;
  /** Trying again can help (the connection, the server, a lost race); not when the server refused the file itself. */
  retryable: boolean;
}

/** The parts of tus-js-client's DetailedError this file reads. */
interface ErrorWithResponse {
  originalResponse?: { getStatus(): number; getBody(): string } | null;
}

const OFFLINE_TEXT = 'Could not reach Cakeday. Check your connection; the upload goes on where it stopped when you try again.';

/** The server's {"error": "…"} inside a body, if that is what it is. */
function serverMessage(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'error' in parsed && typeof parsed.error === 'string' && parsed.error) return parsed.error;
  } catch {
    // Not JSON: a proxy's page or nothing.
  }
  return null;
}

/**
 * What a failed upload shows on its tile. A 4xx carries the server's own sentence ("Videos can be at
 * most 1 GB…", "This album is full…"); a 5xx or no answer at all is a connection problem worth
 * trying again. 409 (offset moved), 410 (expired: tus starts over), 423 and 429 are retryable too.
 */
export function uploadFailure(error: unknown): UploadFailure {
  const response = (error as ErrorWithResponse | null)?.originalResponse ?? null;
  if (!response) return { message: OFFLINE_TEXT, status: null, retryable: true };
  const status = response.getStatus();
  const fromServer = serverMessage(response.getBody());
  if (status >= 500) return { message: fromServer ?? 'Cakeday had a problem receiving this file. Please try again in a moment.', status, retryable: true };
  const retryable = status === 409 || status === 410 || status === 423 || status === 429;
  return { message: fromServer ?? `The upload was refused (${status}).`, status, retryable };
}

/** The item the last PATCH answered ({item}), or null when the body is not that. */
export function itemOfSuccess(body: string): AlbumItemView | null {
  try {
    const parsed = JSON.parse(body) as { item?: AlbumItemView } | null;
    return parsed && typeof parsed === 'object' && parsed.item && typeof parsed.item.id === 'string' ? parsed.item : null;
  } catch {
    return null;
  }
}

export interface AlbumUploadCallbacks {
  onProgress: (sent: number, total: number) => void;
  onSuccess: (item: AlbumItemView | null) => void;
  onError: (failure: UploadFailure) => void;
}

export interface AlbumUploadHandle {
  /** Stops sending; `resume` goes on from the server's offset. */
  pause: () => void;
  resume: () => void;
  /** Stops and asks the server to drop what it has of this file (tus termination). */
  cancel: () => Promise<void>;
}

/**
 * Starts (or resumes) one file's resumable upload. tus-js-client loads here, with the first file a
 * person chooses, not with the page. A file this device already began (same identity, same file)
 * resumes where the server stopped, also after a reload: the fingerprint is kept in localStorage
 * until the upload succeeds.
 */
export async function startAlbumUpload(file: File, identity: UploaderIdentity, callbacks: AlbumUploadCallbacks): Promise<AlbumUploadHandle> {
  const { Upload } = await import('tus-js-client');
  const endpoint = new URL(albumPaths.uploads, window.location.origin).toString();
  const tag = identityTag(identity);
  const upload = new Upload(file, {
    // Absolute: tus-js-client resolves the Location header against it.
    endpoint,
    headers: rawRequestHeaders(identity),
    metadata: uploadMetadata(identity, file),
    chunkSize: ALBUM_CHUNK_BYTES,
    retryDelays: ALBUM_RETRY_DELAYS,
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    fingerprint: async (chosen: File) => ['cakeday-album', tag, chosen.name, chosen.type, chosen.size, chosen.lastModified, endpoint].join('-'),
    onProgress: (sent, total) => callbacks.onProgress(sent, total),
    onSuccess: (payload) => callbacks.onSuccess(itemOfSuccess(payload.lastResponse.getBody())),
    onError: (error) => callbacks.onError(uploadFailure(error)),
  });
  const previous = await upload.findPreviousUploads().catch(() => []);
  if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
  upload.start();
  return {
    pause: () => void upload.abort(false),
    resume: () => upload.start(),
    cancel: () => upload.abort(true).catch(() => undefined),
  };
}
