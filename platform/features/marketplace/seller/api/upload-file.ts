import { ApiRequestError, readStoredToken } from '#platform/lib/api-client.ts';

/** The blob store's cap for a photo (decision 024), checked here too so a huge file is not sent for nothing. */
const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

/**
 * Sends one file as multipart `file` (the marketplace's logo and product photo uploads) and reads the
 * JSON answer. ky's JSON body does not fit a multipart form, so this is a plain fetch with the same
 * session header; a refusal is the client's ApiRequestError, so `failureMessage` shows the server's words.
 */
export async function uploadMultipartFile<T>(url: string, file: File): Promise<T> {
  if (file.size > MAX_PHOTO_BYTES) {
    throw new ApiRequestError(413, 'Payload Too Large', JSON.stringify({ error: `${file.name} is larger than 15 MB. Please choose a smaller photo.` }));
  }
  const body = new FormData();
  body.append('file', file);
  const token = readStoredToken();
  const response = await fetch(url, { method: 'POST', body, credentials: 'include', headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new ApiRequestError(response.status, response.statusText, await response.text().catch(() => ''));
  return (await response.json()) as T;
}
