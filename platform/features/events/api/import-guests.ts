import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importReportSchema, type ImportReport } from '#core/domain/events/event-view.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { eventKeys, eventPath } from './event-keys.ts';

export interface ImportGuestsInput {
  format: 'csv' | 'vcf';
  content: string;
  dryRun: boolean;
  /** Where numbers without a country code are from; the server uses the event's time zone when absent. */
  defaultCountry?: string;
}

/** POST /api/events/:id/guests/import {format, content, dryRun, defaultCountry?} → ImportReport (dryRun = preview). */
export async function importGuests(id: string, input: ImportGuestsInput): Promise<ImportReport> {
  return importReportSchema.parse(await apiJson('POST', `${eventPath(id)}/guests/import`, input));
}

export function useImportGuests(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ImportGuestsInput) => importGuests(id, input),
    onSuccess: (_report, input) => {
      if (!input.dryRun) void queryClient.invalidateQueries({ queryKey: eventKeys.event(id) });
    },
  });
}
