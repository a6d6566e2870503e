/** The query keys of the embed screen's reads, shared by its requests so a change refreshes the list. */
export const embedQueryKeys = {
  keys: ['/api/embed/keys'] as const,
  events: ['/api/events'] as const,
};
