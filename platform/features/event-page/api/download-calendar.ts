import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { guestHeaders } from './guest-token.ts';

/** GET the event's .ics with the guest token (guests get the address in it) and save it as a file. */
export async function downloadCalendar(icsUrl: string, token: string | null, fileName: string): Promise<void> {
  const response = await apiRequest('GET', icsUrl, undefined, guestHeaders(token));
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadCalendar(token: string | null) {
  return useMutation({ mutationFn: ({ icsUrl, fileName }: { icsUrl: string; fileName: string }) => downloadCalendar(icsUrl, token, fileName) });
}
