import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#platform/lib/api-client.ts';
import { albumPaths } from './album-keys.ts';

/** The schema's limits (core albumItemReportInputSchema), checked here without zod; the server decides. */
export const REPORT_REASON_MAX_LENGTH = 300;
export const REPORT_REASON_REQUIRED = 'Please say briefly why the hosts should look at this';

/** POST /api/album-items/:itemId/report {reason} → 201, with the gallery's identity headers. */
export async function reportItem(itemId: string, reason: string, headers: Record<string, string>): Promise<void> {
  await apiRequest('POST', albumPaths.itemReport(itemId), { reason }, headers);
}

export function useReportItem(headers: Record<string, string>) {
  return useMutation({ mutationFn: ({ itemId, reason }: { itemId: string; reason: string }) => reportItem(itemId, reason, headers) });
}
