export const publicEventKeys = {
  event: (slug: string, token: string | null) => ['/api/public/events', slug, token ?? ''] as const,
  comments: (slug: string, token: string | null) => ['/api/public/events', slug, token ?? '', 'comments'] as const,
};

export const publicEventPath = (slug: string) => `/api/public/events/${encodeURIComponent(slug)}`;
