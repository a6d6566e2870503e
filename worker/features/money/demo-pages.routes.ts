import { Hono, type Context } from 'hono';
import { demoPayInputSchema, type DemoCheckoutView } from '#core/domain/money/money-view.schema.ts';
import type { AppBindings } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import { readJson } from '../../middleware/request-body.ts';
import { requireUser } from '../../middleware/session.ts';
import { DEMO_TEST_CARDS, DemoPaymentProvider } from '../../services/payments/demo-provider.ts';
import { PaymentDeclinedError, PaymentRequestError } from '../../services/payments/payment-provider.ts';
import { moneyRepo } from './money.repo.ts';

type Ctx = Context<AppBindings>;

const notFound = () => new ApiError(404, 'There is no such demo checkout page.');

/** The demo provider's pages exist only while the demo provider is in use. */
function demoProvider(c: Ctx): DemoPaymentProvider {
  const { payments } = c.get('deps');
  if (!(payments instanceof DemoPaymentProvider)) throw notFound();
  return payments;
}

/** The provider's "no such session/account" is a 404 here; anything else stays an error. */
async function orNotFound<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PaymentRequestError && error.status === 404) throw notFound();
    throw error;
  }
}

function declineMessage(error: PaymentDeclinedError): string {
  if (error.code === 'incorrect_number') return 'Your card number is incorrect. Use one of the test cards shown.';
  if (error.declineCode === 'insufficient_funds') return 'Your card has insufficient funds.';
  return 'Your card was declined.';
}

/**
 * What /demo-checkout/:sessionId and /demo-connect/:accountId call. Checkout pages need no sign-in
 * (like Stripe's hosted page: the session id is an unguessable HMAC); the connect page is only for
 * the member who owns that payout account.
 */
export const demoPagesRoutes = new Hono<AppBindings>()
  .get('/payments/demo/checkout/:sessionId', async (c) => {
    const provider = demoProvider(c);
    const sessionId = c.req.param('sessionId');
    if (sessionId.length > 100) throw notFound();
    const described = await orNotFound(() => provider.describeCheckout(sessionId));
    const view: DemoCheckoutView = {
      sessionId,
      status: described.session.status,
      mode: described.session.mode,
      lineItem: described.name,
      amountCents: described.session.amountCents ?? 0,
      interval: described.interval,
      successUrl: described.successUrl,
      cancelUrl: described.cancelUrl,
      label: described.label,
      testCards: { ...DEMO_TEST_CARDS },
    };
    return c.json(view, 200, { 'cache-control': 'private, no-store' });
  })

  .post('/payments/demo/checkout/:sessionId/pay', async (c) => {
    const provider = demoProvider(c);
    const sessionId = c.req.param('sessionId');
    if (sessionId.length > 100) throw notFound();
    const { cardNumber } = await readJson(c, demoPayInputSchema);
    const { successUrl } = await orNotFound(() => provider.describeCheckout(sessionId));
    try {
      await provider.payCheckout(sessionId, cardNumber);
    } catch (error) {
      if (error instanceof PaymentDeclinedError) return c.json({ error: declineMessage(error) }, 402);
      if (error instanceof PaymentRequestError && error.code === 'checkout_expired') {
        throw new ApiError(409, 'This checkout was cancelled or has expired. Go back and start again.');
      }
      throw error;
    }
    return c.json({ status: 'complete' as const, redirectUrl: successUrl });
  })

  .post('/payments/demo/checkout/:sessionId/cancel', async (c) => {
    const provider = demoProvider(c);
    const sessionId = c.req.param('sessionId');
    if (sessionId.length > 100) throw notFound();
    const { cancelUrl } = await orNotFound(() => provider.describeCheckout(sessionId));
    await provider.expireCheckout(sessionId);
    return c.json({ redirectUrl: cancelUrl });
  })

  .get('/payments/demo/connect/:accountId', async (c) => {
    const { provider, accountId } = await ownedDemoAccount(c);
    const status = await orNotFound(() => provider.getAccountStatus(accountId));
    return c.json({ accountId, email: requireUser(c).email, payoutsEnabled: status.payoutsEnabled, label: provider.label }, 200, { 'cache-control': 'private, no-store' });
  })

  .post('/payments/demo/connect/:accountId/complete', async (c) => {
    const { provider, accountId } = await ownedDemoAccount(c);
    // account.updated travels through the relay to the payouts code, as Stripe's webhook would.
    await orNotFound(() => provider.completeOnboarding(accountId));
    return c.json({ payoutsEnabled: true });
  });

async function ownedDemoAccount(c: Ctx): Promise<{ provider: DemoPaymentProvider; accountId: string }> {
  const provider = demoProvider(c);
  const user = requireUser(c);
  const accountId = c.req.param('accountId') ?? '';
  const account = accountId.length <= 100 ? await moneyRepo.findPayoutAccountById(c.get('deps').db, accountId) : undefined;
  if (!account || account.userId !== user.id) throw new ApiError(404, 'There is no such payout account.');
  return { provider, accountId };
}
