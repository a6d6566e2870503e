import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#platform/lib/api-client.ts';
import { saveResponseAsFile } from '#platform/lib/save-file.ts';
import { eventPath } from './event-keys.ts';

/** GET /api/events/:id/guests/export.csv, fetched with the session's headers and saved as a file. */
export async function exportGuests(id: string, fileName: string): Promise<void> {
  const response = await apiRequest('GET', `${eventPath(id)}/guests/export.csv`);
  await saveResponseAsFile(response, fileName);
}

export function useExportGuests(id: string) {
  return useMutation({ mutationFn: (fileName: string) => exportGuests(id, fileName) });
}
