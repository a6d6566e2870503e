import type { AppBindings } from '../deps.ts';
import type { AppEnv } from '../env.ts';

/** The public origin used in links (emails, texts, share previews, upload links): APP_URL when configured, else the request's own. */
export function appUrl(c: { req: { url: string }; get(key: 'deps'): AppBindings['Variables']['deps'] }): string {
  return (c.get('deps').env.APP_URL ?? new URL(c.req.url).origin).replace(/\/$/, '');
}

/**
 * In production APP_URL is required: the scheduler's emails (booking steps, releases, receipts,
 * board reminders, unread messages) have no request to take an origin from, and any default would
 * send payers and guests somewhere that is not the app. `howToSet` says where this runtime reads it.
 */
export function requireAppUrlInProduction(env: Pick<AppEnv, 'ENVIRONMENT' | 'APP_URL'>, howToSet: string): void {
  if (env.ENVIRONMENT !== 'production' || env.APP_URL) return;
  throw new Error(`APP_URL is not set: in production the links in emails and the checkout's return pages need the app's public origin (https://your-domain). ${howToSet}`);
}
