import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { GoingPage } from '#core/domain/events/event-view.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { guestHeaders } from './guest-token.ts';
import { publicEventKeys, publicEventPath } from './public-event-keys.ts';

/** GET /api/public/events/:slug/going?after= → {going, nextCursor}: who is going past the names the page carries (checked in development only, see get-public-event.ts). */
export async function getGoing(slug: string, token: string | null, after: string): Promise<GoingPage> {
  const answer = await apiJson<GoingPage>('GET', `${publicEventPath(slug)}/going?after=${encodeURIComponent(after)}`, undefined, guestHeaders(token));
  if (import.meta.env.DEV) (await import('#core/domain/events/event-view.schema.ts')).goingPageSchema.parse(answer);
  return answer;
}

/**
 * The rest of the going list, page by page from where the page's own names end (`firstCursor`,
 * the page's goingCursor). Under the event's key, so whatever refreshes the page refreshes it.
 */
export const goingQueryOptions = (slug: string, token: string | null, firstCursor: string) =>
  infiniteQueryOptions<GoingPage, Error, InfiniteData<GoingPage, string>, readonly unknown[], string>({
    queryKey: [...publicEventKeys.event(slug, token), 'going', firstCursor],
    queryFn: ({ pageParam }) => getGoing(slug, token, pageParam),
    initialPageParam: firstCursor,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: false,
  });

/** Idle until the guest asks to see everyone (`enabled`). */
export function useGoing(slug: string, token: string | null, firstCursor: string | null, enabled: boolean) {
  return useInfiniteQuery({ ...goingQueryOptions(slug, token, firstCursor ?? ''), enabled: enabled && firstCursor !== null });
}
