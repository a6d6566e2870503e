import { useMutation } from '@tanstack/react-query';
import { ApiRequestError, readStoredToken } from '#platform/lib/api-client.ts';

/** What POST /api/uploads/images answers that the editor uses (docs/decisions/024-blob-store-and-images.md). */
export interface CoverUpload {
  id: string;
  urls: { small: string; medium: string; large: string };
}

/** The server's cap, checked here too so a huge file is not sent for nothing. */
export const MAX_COVER_BYTES = 15 * 1024 * 1024;

/**
 * POST /api/uploads/images with the photo itself as the body → 201 {id, urls}. The same session
 * as every other call (cookie and stored token) and the same ApiRequestError on a refusal, so the
 * form shows the server's words ("not a photo", "too large").
 */
export async function uploadCover(file: Blob): Promise<CoverUpload> {
  if (file.size > MAX_COVER_BYTES) {
    throw new ApiRequestError(413, 'Payload Too Large', JSON.stringify({ error: 'This photo is larger than 15 MB. Please choose a smaller one.' }));
  }
  const token = readStoredToken();
  const response = await fetch('/api/uploads/images', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': file.type || 'application/octet-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: file,
  });
  const text = await response.text();
  if (response.status !== 201) throw new ApiRequestError(response.status, response.statusText, text);
  return JSON.parse(text) as CoverUpload;
}

export function useUploadCover() {
  return useMutation({ mutationFn: uploadCover });
}
