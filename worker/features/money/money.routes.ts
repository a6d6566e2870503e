import { Hono } from 'hono';
import type { AppBindings } from '../../deps.ts';
import { billingRoutes } from './billing/billing.routes.ts';
import { contributionsRoutes } from './contributions/contributions.routes.ts';
import { demoPagesRoutes } from './demo-pages.routes.ts';
import { potsRoutes } from './contributions/pots.routes.ts';
import { webhooksRoutes } from './webhooks.routes.ts';
import { payoutsRoutes } from './payouts/payouts.routes.ts';

/**
 * Every money route, mounted once under /api by createApp. Each part of the feature
 * adds its own router here: pots and contributions, the webhook and the demo provider's pages,
 * payouts, billing.
 */
export const moneyRoutes = new Hono<AppBindings>();
moneyRoutes.route('/', payoutsRoutes);
moneyRoutes.route('/', potsRoutes);
moneyRoutes.route('/', contributionsRoutes);
moneyRoutes.route('/', webhooksRoutes);
moneyRoutes.route('/', demoPagesRoutes);
moneyRoutes.route('/', billingRoutes);
