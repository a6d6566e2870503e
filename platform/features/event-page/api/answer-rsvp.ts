import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpenRsvpInput, RsvpInput, RsvpStatus } from '#core/domain/events/guest.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { guestHeaders } from './guest-token.ts';
import { publicEventPath } from './public-event-keys.ts';

export interface RsvpAnswer {
  status: RsvpStatus;
  /** Only after an open RSVP: the new guest's personal link. */
  link?: string;
}

/**
 * POST /api/public/events/:slug/rsvp. With a guest token it updates that guest (rsvpInputSchema);
 * without one it adds the visitor as a guest (openRsvpInputSchema) and answers with their link.
 */
export async function answerRsvp(slug: string, token: string | null, input: RsvpInput | OpenRsvpInput): Promise<RsvpAnswer> {
  return apiJson('POST', `${publicEventPath(slug)}/rsvp`, input, guestHeaders(token));
}

export function useAnswerRsvp(slug: string, token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RsvpInput | OpenRsvpInput) => answerRsvp(slug, token, input),
    // Sent even when the browser says it is offline: the service worker keeps it and sends it when
    // the connection returns, and the page says so (decision 041). TanStack's default would hold
    // the answer in the page ("Sending…") and lose it with the tab.
    networkMode: 'always',
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['/api/public/events', slug] }),
  });
}
