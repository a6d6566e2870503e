/**
 * Query keys of the wishlist screen. Every key starts with the event's API path, so invalidating
 * `wishlistKeys.all(id)` refreshes the list, the bands and the assignment table together (and the
 * events screens' own keys under ['/api/events', id] too, which is harmless).
 */
export const wishlistKeys = {
  all: (id: string) => ['/api/events', id, 'wishlist'] as const,
  items: (id: string) => ['/api/events', id, 'wishlist', 'items'] as const,
  assignment: (id: string) => ['/api/events', id, 'wishlist', 'assignment'] as const,
};

export const wishlistPath = (id: string) => `/api/events/${encodeURIComponent(id)}/wishlist`;
