import { Hono } from 'hono';
import type { AppBindings } from '../../deps.ts';
import { billingRoutes } from './billing/billing.routes.ts';
import { contributionsRoutes } from './contributions/contributions.routes.ts';
import { demoPagesRoutes } from './demo-pages.routes.ts';
import { potsRoutes } from './contributions/pots.routes.ts';
import { webhooksRoutes } from './webhooks.routes.ts';
import type { WebhookNotices } from './webhooks.service.ts';
import { payoutsRoutes } from './payouts/payouts.routes.ts';

/**
 * Every money route, mounted once under /api by createApp. Each part of the feature
 * adds its own router here: pots and contributions, the webhook and the demo provider's pages,
 * payouts, billing. The webhook tells other features what its events changed through `notices`.
 */
export function moneyRoutes(notices: WebhookNotices) {
  const routes = new Hono<AppBindings>();
  routes.route('/', payoutsRoutes);
  routes.route('/', potsRoutes);
  routes.route('/', contributionsRoutes);
  routes.route('/', webhooksRoutes(notices));
  routes.route('/', demoPagesRoutes);
  routes.route('/', billingRoutes);
  return routes;
}
