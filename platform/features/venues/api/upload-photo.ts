import { useMutation } from '@tanstack/react-query';
import { ApiRequestError, readStoredToken } from '#platform/lib/api-client.ts';

export interface UploadedPhoto {
  id: string;
  urls: { small: string; medium: string; large: string };
  width: number;
  height: number;
}

/** The server's cap (decision 024), checked here too so a huge file is not sent for nothing. */
const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

/**
 * POST /api/uploads/images with the file itself as the body → 201 {id, urls, …}. Fails with the
 * client's ApiRequestError, so `failureMessage` shows the server's words ("not a photo").
 */
export async function uploadPhoto(file: File): Promise<UploadedPhoto> {
  if (file.size > MAX_PHOTO_BYTES) {
    throw new ApiRequestError(413, 'Payload Too Large', JSON.stringify({ error: `${file.name} is larger than 15 MB. Please choose a smaller photo.` }));
  }
  const token = readStoredToken();
  const response = await fetch('/api/uploads/images', {
    method: 'POST',
    body: file,
    credentials: 'include',
    headers: { 'Content-Type': file.type || 'application/octet-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (response.status !== 201) throw new ApiRequestError(response.status, response.statusText, await response.text().catch(() => ''));
  return (await response.json()) as UploadedPhoto;
}

export function useUploadPhoto() {
  return useMutation({ mutationFn: uploadPhoto });
}
