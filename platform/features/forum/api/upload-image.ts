import { useMutation } from '@tanstack/react-query';
import { ApiRequestError, readStoredToken } from '#platform/lib/api-client.ts';

/** The server's cap (worker/services/images/image-intake.ts), checked here so a huge file is not sent for nothing. */
export const MAX_PICTURE_BYTES = 15 * 1024 * 1024;

/**
 * POST /api/uploads/images with the picture itself as the body → 201 {id, urls} (decision 024):
 * the post then names the upload's id, and the server checks it is the member's own.
 */
export async function uploadPicture(file: File): Promise<{ id: string; urls: { small: string; medium: string } }> {
  if (file.size > MAX_PICTURE_BYTES) throw new ApiRequestError(413, 'Payload Too Large', JSON.stringify({ error: 'This picture is larger than 15 MB. Please choose a smaller one.' }));
  const response = await fetch('/api/uploads/images', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': file.type || 'application/octet-stream', ...bearer() },
    body: file,
  });
  if (response.status !== 201) throw new ApiRequestError(response.status, response.statusText, await response.text().catch(() => ''));
  return (await response.json()) as { id: string; urls: { small: string; medium: string } };
}

function bearer(): Record<string, string> {
  const token = readStoredToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export function useUploadPicture() {
  return useMutation({ mutationFn: uploadPicture });
}
