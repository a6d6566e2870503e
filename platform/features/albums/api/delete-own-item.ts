import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#platform/lib/api-client.ts';
import { albumPaths } from './album-keys.ts';

/**
 * DELETE /api/album-items/:itemId → 204: someone deletes their own upload. `headers` say who they
 * are (the portal's token and uploader key, a guest's token, or none for a signed-in member, whose
 * session the client sends anyway).
 */
export async function deleteOwnItem(itemId: string, headers: Record<string, string>): Promise<void> {
  await apiRequest('DELETE', albumPaths.item(itemId), undefined, headers);
}

/** `onDeleted` refreshes whichever list showed the item. */
export function useDeleteOwnItem(headers: Record<string, string>, onDeleted: () => Promise<unknown> | void) {
  return useMutation({ mutationFn: (itemId: string) => deleteOwnItem(itemId, headers), onSuccess: () => onDeleted() });
}
