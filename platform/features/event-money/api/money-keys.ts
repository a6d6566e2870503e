/**
 * Query keys of the event's money screen. They start with ['/api/events', id] like the events
 * screens' keys, so invalidating the event refreshes its money too.
 */
export const moneyKeys = {
  money: (eventId: string) => ['/api/events', eventId, 'money'] as const,
  role: (eventId: string) => ['/api/events', eventId, 'money', 'role'] as const,
  wishlistItems: (eventId: string) => ['/api/events', eventId, 'money', 'wishlist-items'] as const,
};
