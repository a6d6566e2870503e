import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiRequestError, readStoredToken } from '#platform/lib/api-client.ts';

/** What POST /api/uploads/images answers (docs/decisions/024-blob-store-and-images.md). */
export const imageUploadSchema = z.object({
  id: z.string(),
  urls: z.object({ small: z.string(), medium: z.string(), large: z.string() }),
  width: z.number(),
  height: z.number(),
});
export type ImageUpload = z.infer<typeof imageUploadSchema>;

/** The server's cap (worker/services/images/image-intake.ts), checked here too so a huge file is not sent for nothing. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
export const PHOTO_TOO_LARGE_MESSAGE = 'This photo is larger than 15 MB. Please choose a smaller one, or export it at a lower size first.';

/**
 * POST /api/uploads/images with the file itself as the body → 201 {id, urls, …}. XMLHttpRequest
 * rather than the JSON client because only it reports upload progress, which a 10 MB photo on a
 * phone needs; it sends the same session (cookie and stored token) and fails with the same
 * ApiRequestError, so `failureMessage` reads the server's words ("not a photo", "too large").
 */
export function uploadImage(file: Blob, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<ImageUpload> {
  if (file.size > MAX_PHOTO_BYTES) return Promise.reject(new ApiRequestError(413, 'Payload Too Large', JSON.stringify({ error: PHOTO_TOO_LARGE_MESSAGE })));
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/uploads/images');
    request.withCredentials = true;
    const token = readStoredToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status !== 201) {
        reject(new ApiRequestError(request.status, request.statusText, request.responseText));
        return;
      }
      try {
        resolve(imageUploadSchema.parse(JSON.parse(request.responseText)));
      } catch (error) {
        reject(error instanceof Error ? error : new Error('The upload answered something unexpected'));
      }
    };
    request.onerror = () => reject(new TypeError('The photo could not be sent: check your connection and try again.'));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}

export function useUploadImage() {
  return useMutation({
    mutationFn: ({ file, onProgress, signal }: { file: Blob; onProgress?: (fraction: number) => void; signal?: AbortSignal }) => uploadImage(file, onProgress, signal),
  });
}
