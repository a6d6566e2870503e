import { Hono } from 'hono';
import { payoutOnboardingInputSchema } from '#core/domain/money/money-view.schema.ts';
import type { AppBindings } from '#worker/deps.ts';
import { readJson } from '#worker/middleware/request-body.ts';
import { requireUser } from '#worker/middleware/session.ts';
import { payoutAccountView, startOnboarding } from './payouts.service.ts';

/**
 * The signed-in member's payout account (Stripe Connect Express, or the demo's): its status, and
 * the link to the provider's onboarding. Released contributions are transferred to it.
 */
export const payoutsRoutes = new Hono<AppBindings>()
  .get('/payouts/account', async (c) => {
    const user = requireUser(c);
    return c.json(await payoutAccountView(c.get('deps'), user.id));
  })
  .post('/payouts/onboarding', async (c) => {
    const user = requireUser(c);
    const { returnPath } = await readJson(c, payoutOnboardingInputSchema);
    const origin = (c.get('deps').env.APP_URL ?? new URL(c.req.url).origin).replace(/\/$/, '');
    return c.json(await startOnboarding(c.get('deps'), user, origin, returnPath));
  });
