import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importReportSchema, type ImportReport } from '#core/domain/events/event-view.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { eventKeys, eventPath } from './event-keys.ts';

export interface PickedContact {
  name: string;
  email?: string;
  phone?: string;
}

/** POST /api/events/:id/guests/contacts {contacts, dryRun, defaultCountry?} → ImportReport (the Contact Picker's result). */
export async function importContacts(id: string, contacts: PickedContact[], dryRun: boolean, defaultCountry?: string): Promise<ImportReport> {
  return importReportSchema.parse(await apiJson('POST', `${eventPath(id)}/guests/contacts`, { contacts, dryRun, ...(defaultCountry ? { defaultCountry } : {}) }));
}

export function useImportContacts(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contacts, dryRun, defaultCountry }: { contacts: PickedContact[]; dryRun: boolean; defaultCountry?: string }) => importContacts(id, contacts, dryRun, defaultCountry),
    onSuccess: (_report, input) => {
      if (!input.dryRun) void queryClient.invalidateQueries({ queryKey: eventKeys.event(id) });
    },
  });
}
