import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventPath } from './event-keys.ts';

/** GET /api/events/:id/guests/export.csv, fetched with the session's headers and saved as a file. */
export async function exportGuests(id: string, fileName: string): Promise<void> {
  const response = await apiRequest('GET', `${eventPath(id)}/guests/export.csv`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useExportGuests(id: string) {
  return useMutation({ mutationFn: (fileName: string) => exportGuests(id, fileName) });
}
