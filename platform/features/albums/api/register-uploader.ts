import { useMutation } from '@tanstack/react-query';
import { apiJson } from '#platform/lib/api-client.ts';
import { albumPaths } from './album-keys.ts';

export interface RegisteredUploader {
  uploaderKey: string;
  name: string;
}

/** POST /api/upload-portal/:token/uploaders {name} → 201 {uploaderKey, name}: the device's key for this portal. */
export async function registerUploader(token: string, name: string): Promise<RegisteredUploader> {
  return apiJson<RegisteredUploader>('POST', albumPaths.portalUploaders(token), { name });
}

export function useRegisterUploader(token: string) {
  return useMutation({ mutationFn: (name: string) => registerUploader(token, name) });
}
