import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#platform/lib/api-client.ts';
import { saveResponseAsFile } from '#platform/lib/save-file.ts';
import { guestHeaders } from './guest-token.ts';

/** GET the event's .ics with the guest token (guests get the address in it) and save it as a file. */
export async function downloadCalendar(icsUrl: string, token: string | null, fileName: string): Promise<void> {
  const response = await apiRequest('GET', icsUrl, undefined, guestHeaders(token));
  await saveResponseAsFile(response, fileName);
}

export function useDownloadCalendar(token: string | null) {
  return useMutation({ mutationFn: ({ icsUrl, fileName }: { icsUrl: string; fileName: string }) => downloadCalendar(icsUrl, token, fileName) });
}
