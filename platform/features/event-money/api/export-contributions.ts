import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '#core/http/api-paths.ts';
import { apiRequest } from '#platform/lib/api-client.ts';
import { saveResponseAsFile } from '#platform/lib/save-file.ts';

/** GET /api/events/:id/contributions.csv, fetched with the session's headers and saved as a file. */
export async function exportContributions(eventId: string, fileName: string): Promise<void> {
  const response = await apiRequest('GET', apiPaths.eventContributionsCsv(eventId));
  await saveResponseAsFile(response, fileName);
}

export function useExportContributions(eventId: string) {
  return useMutation({ mutationFn: (fileName: string) => exportContributions(eventId, fileName) });
}
