/** Query keys of the events screens; every key starts with the event's API path so one invalidation reaches them all. */
export const eventKeys = {
  list: ['/api/events'] as const,
  event: (id: string) => ['/api/events', id] as const,
  activity: (id: string) => ['/api/events', id, 'activity'] as const,
  cohosts: (id: string) => ['/api/events', id, 'cohosts'] as const,
  guests: (id: string) => ['/api/events', id, 'guests'] as const,
  deliveries: (id: string) => ['/api/events', id, 'deliveries'] as const,
};

export const eventPath = (id: string) => `/api/events/${encodeURIComponent(id)}`;
