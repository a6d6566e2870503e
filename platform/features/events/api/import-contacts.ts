import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importReportSchema, type ImportReport } from '../../../../core/domain/events/event-view.schema.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { eventKeys, eventPath } from './event-keys.ts';

export interface PickedContact {
  name: string;
  email?: string;
  phone?: string;
}

/** POST /api/events/:id/guests/contacts {contacts, dryRun} → ImportReport (the Contact Picker's result). */
export async function importContacts(id: string, contacts: PickedContact[], dryRun: boolean): Promise<ImportReport> {
  return importReportSchema.parse(await apiJson('POST', `${eventPath(id)}/guests/contacts`, { contacts, dryRun }));
}

export function useImportContacts(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contacts, dryRun }: { contacts: PickedContact[]; dryRun: boolean }) => importContacts(id, contacts, dryRun),
    onSuccess: (_report, input) => {
      if (!input.dryRun) void queryClient.invalidateQueries({ queryKey: eventKeys.event(id) });
    },
  });
}
