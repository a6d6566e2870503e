import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventView } from '#core/domain/events/event-view.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { albumKeys, albumPaths } from './album-keys.ts';

/** What the Album screen needs of its event: the title (breadcrumb, poster), slug (gallery links) and zone (the reveal time). */
export type AlbumEvent = Pick<EventView, 'id' | 'title' | 'slug' | 'timeZone'>;

/** GET /api/events/:id → {event}, read for those four fields only (the album's own answer does not carry them). */
export async function getAlbumEvent(eventId: string): Promise<AlbumEvent> {
  const { event } = await apiJson<{ event: EventView }>('GET', albumPaths.event(eventId));
  return { id: event.id, title: event.title, slug: event.slug, timeZone: event.timeZone };
}

export function useAlbumEvent(eventId: string) {
  return useQuery(queryOptions({ queryKey: albumKeys.albumEvent(eventId), queryFn: () => getAlbumEvent(eventId), retry: false }));
}
