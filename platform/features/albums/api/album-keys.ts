/**
 * The album's API paths and the query keys of its screens. Host keys start with
 * ['/api/events', id, 'album'] like the other event screens' keys, so one invalidation of the
 * album reaches its settings, counts and item lists together.
 */
const enc = encodeURIComponent;

export const albumPaths = {
  /**
   * The tus endpoint of album uploads (decision 036), as the API mounts it: without a trailing
   * slash (`/api/album-uploads/` is a 404). tus-js-client needs it absolute (start-album-upload.ts).
   */
  uploads: '/api/album-uploads',
  portal: (token: string) => `/api/upload-portal/${enc(token)}`,
  portalUploaders: (token: string) => `/api/upload-portal/${enc(token)}/uploaders`,
  portalUploads: (token: string) => `/api/upload-portal/${enc(token)}/uploads`,
  guestUpload: '/api/guest-upload',
  item: (itemId: string) => `/api/album-items/${enc(itemId)}`,
  itemPoster: (itemId: string) => `/api/album-items/${enc(itemId)}/poster`,
  itemReport: (itemId: string) => `/api/album-items/${enc(itemId)}/report`,
  gallery: (slug: string) => `/api/gallery/${enc(slug)}`,
  album: (eventId: string) => `/api/events/${enc(eventId)}/album`,
  albumPortalLink: (eventId: string) => `/api/events/${enc(eventId)}/album/portal-link`,
  albumItems: (eventId: string) => `/api/events/${enc(eventId)}/album/items`,
  albumItem: (eventId: string, itemId: string) => `/api/events/${enc(eventId)}/album/items/${enc(itemId)}`,
  albumDownload: (eventId: string) => `/api/events/${enc(eventId)}/album/download`,
  /** "Share your photos" to the guests (the messaging API; it answers a send report). */
  photoRequests: (eventId: string) => `/api/events/${enc(eventId)}/photo-requests`,
  event: (eventId: string) => `/api/events/${enc(eventId)}`,
};

/** Which items the hosts' list shows; `all` sends no status. */
export type AlbumItemsFilter = 'pending' | 'approved' | 'hidden' | 'all';

export const albumKeys = {
  portal: (token: string) => ['/api/upload-portal', token] as const,
  portalUploads: (token: string, uploaderKey: string) => ['/api/upload-portal', token, 'uploads', uploaderKey] as const,
  guestUpload: (token: string) => ['/api/guest-upload', token] as const,
  /** The gallery differs by who asks, so the identity is part of the key. */
  gallery: (slug: string, identity: string) => ['/api/gallery', slug, identity] as const,
  album: (eventId: string) => ['/api/events', eventId, 'album'] as const,
  albumItems: (eventId: string, filter: AlbumItemsFilter) => ['/api/events', eventId, 'album', 'items', filter] as const,
  /** Not under 'album': approving an item must not read the event again. */
  albumEvent: (eventId: string) => ['/api/events', eventId, 'album-event'] as const,
};
