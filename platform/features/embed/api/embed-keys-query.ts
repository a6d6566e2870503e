/** The query keys of the embed screen's reads, shared by its requests so a change refreshes the list. */
export const embedQueryKeys = {
  keys: ['/api/embed/keys'] as const,
  /** Under the keys' key, so creating or revoking a key refreshes the stats too. */
  stats: ['/api/embed/keys', 'stats'] as const,
  events: ['/api/events'] as const,
};
