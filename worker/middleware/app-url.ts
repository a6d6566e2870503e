import type { AppBindings } from '../deps.ts';

/** The public origin used in links (emails, texts, share previews, upload links): APP_URL when configured, else the request's own. */
export function appUrl(c: { req: { url: string }; get(key: 'deps'): AppBindings['Variables']['deps'] }): string {
  return (c.get('deps').env.APP_URL ?? new URL(c.req.url).origin).replace(/\/$/, '');
}
