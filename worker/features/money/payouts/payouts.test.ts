import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payoutAccounts } from '#worker/db/schema/index.ts';
import { DEMO_PAYMENT_LABEL } from '#worker/services/payments/demo-provider.ts';
import { idempotencyKeyFor, PaymentUnavailableError } from '#worker/services/payments/payment-provider.ts';
import { registerMember } from '#worker/testing/invitations.ts';
import { StripeTestServer } from '#worker/testing/stripe-server.ts';
import { createTestApp, type TestApp } from '#worker/testing/test-app.ts';
import { handleAccountUpdated } from './payouts.service.ts';
import { connectPayouts, demoOf, ProviderFaults, stripeAgainst } from '../release/release-testing.ts';

const APP_URL = 'https://cakeday.example';
let t: TestApp;
afterEach(() => t?.close());

const account = (token: string) => t.call('GET', '/api/payouts/account', { token });
const onboard = (token: string) => t.call('POST', '/api/payouts/onboarding', { token });
const rows = () => t.db.select().from(payoutAccounts);

describe('payout account (demo provider)', () => {
  it('needs a signed-in member', async () => {
    t = await createTestApp();
    expect((await t.call('GET', '/api/payouts/account')).status).toBe(401);
    expect((await t.call('POST', '/api/payouts/onboarding')).status).toBe(401);
    expect(await rows()).toEqual([]);
  });

  it('goes from not connected to connected to enabled, with the demo label', async () => {
    t = await createTestApp({ env: { APP_URL } });
    const hana = await registerMember(t, 'Hana Host', 'hana@example.com');
    expect((await account(hana.token)).data).toEqual({ connected: false, payoutsEnabled: false, detailsSubmitted: false, providerLabel: DEMO_PAYMENT_LABEL });

    const started = await onboard(hana.token);
    expect(started.status).toBe(200);
    const url = new URL(started.data.url);
    expect(url.pathname).toMatch(/^\/demo-connect\/demo_acct_/);
    expect(url.searchParams.get('return')).toBe(`${APP_URL}/dashboard?payouts=done`);
    expect(url.searchParams.get('refresh')).toBe(`${APP_URL}/dashboard?payouts=refresh`);
    expect((await account(hana.token)).data).toMatchObject({ connected: true, payoutsEnabled: false, detailsSubmitted: false });

    const accountId = await connectPayouts(t, hana.token);
    expect(url.pathname).toBe(`/demo-connect/${accountId}`);
    expect(await rows()).toEqual([expect.objectContaining({ userId: hana.id, provider: 'demo', accountId, payoutsEnabled: true, detailsSubmitted: true })]);
  });

  it('sends the member back to the page of this site they name, and refuses anything else', async () => {
    t = await createTestApp({ env: { APP_URL } });
    const hana = await registerMember(t, 'Hana Host', 'hana@example.com');
    const returnPath = '/dashboard/events/ev-1/contributions';
    const started = await t.call('POST', '/api/payouts/onboarding', { token: hana.token, json: { returnPath } });
    expect(started.status).toBe(200);
    const url = new URL(started.data.url);
    expect(url.searchParams.get('return')).toBe(`${APP_URL}${returnPath}?payouts=done`);
    expect(url.searchParams.get('refresh')).toBe(`${APP_URL}${returnPath}?payouts=refresh`);

    const otto = await registerMember(t, 'Otto Other', 'otto@example.com');
    for (const bad of ['https://evil.example/', '//evil.example', '/a?b=1', 'dashboard', '/\\evil', 42]) {
      const refused = await t.call('POST', '/api/payouts/onboarding', { token: otto.token, json: { returnPath: bad } });
      expect(refused.status, String(bad)).toBe(400);
      expect(refused.data.error).toMatch(/Return to a page of this site|expected string/i);
    }
    expect((await t.call('POST', '/api/payouts/onboarding', { token: otto.token, json: { other: 1 } })).status).toBe(400);
    expect((await t.call('POST', '/api/payouts/onboarding', { token: otto.token, body: 'not json', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect(await rows()).toHaveLength(1);
  });

  it('creates one account per member, even for a double click, and a new link each time', async () => {
    t = await createTestApp();
    const hana = await registerMember(t, 'Hana Host', 'hana@example.com');
    const [first, second] = await Promise.all([onboard(hana.token), onboard(hana.token)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.data.url).toBe(second.data.url);
    expect(await rows()).toHaveLength(1);
    expect((await onboard(hana.token)).data.url).toBe(first.data.url);
    expect(await rows()).toHaveLength(1);
    const accounts = await t.client.execute("SELECT key FROM demo_payment_store WHERE key LIKE 'account:%'");
    expect(accounts.rows).toHaveLength(1);
  });

  it('keeps each member’s account their own', async () => {
    t = await createTestApp();
    const hana = await registerMember(t, 'Hana Host', 'hana@example.com');
    const otto = await registerMember(t, 'Otto Other', 'otto@example.com');
    const hanaAccount = await connectPayouts(t, hana.token);
    expect((await account(otto.token)).data).toMatchObject({ connected: false, payoutsEnabled: false });
    const ottoUrl = (await onboard(otto.token)).data.url as string;
    expect(ottoUrl).not.toContain(hanaAccount);
    expect((await account(otto.token)).data).toMatchObject({ connected: true, payoutsEnabled: false });
    expect(await rows()).toHaveLength(2);
  });

  it('stores account.updated for a known account and ignores an unknown one', async () => {
    t = await createTestApp();
    const hana = await registerMember(t, 'Hana Host', 'hana@example.com');
    const accountId = decodeURIComponent(/\/demo-connect\/([^?]+)/.exec((await onboard(hana.token)).data.url)![1]!);
    await handleAccountUpdated(t.deps, { accountId: 'acct_unknown', payoutsEnabled: true, detailsSubmitted: true, chargesEnabled: true });
    expect((await rows())[0]).toMatchObject({ payoutsEnabled: false });
    await handleAccountUpdated(t.deps, { accountId, payoutsEnabled: false, detailsSubmitted: true, chargesEnabled: false });
    expect((await rows())[0]).toMatchObject({ payoutsEnabled: false, detailsSubmitted: true });
    // The demo's own onboarding emits account.updated, which the webhook handler stores.
    await demoOf(t).completeOnboarding(accountId);
    expect((await rows())[0]).toMatchObject({ payoutsEnabled: true, detailsSubmitted: true });
  });
});

describe('payout account when the provider is down', () => {
  it('answers the stored state while the status refresh fails', async () => {
    const faults = new ProviderFaults();
    t = await createTestApp({ payments: faults.payments() });
    const hana = await registerMember(t, 'Hana Host', 'hana@example.com');
    await onboard(hana.token);
    faults.rule = async (method, _n, real) => {
      if (method === 'getAccountStatus') throw new PaymentUnavailableError('timeout');
      return real();
    };
    const view = await account(hana.token);
    expect(view.status).toBe(200);
    expect(view.data).toMatchObject({ connected: true, payoutsEnabled: false });
  });

  it('answers 503 with a clear message when onboarding cannot start, and stores nothing', async () => {
    const faults = new ProviderFaults();
    t = await createTestApp({ payments: faults.payments() });
    const hana = await registerMember(t, 'Hana Host', 'hana@example.com');
    faults.rule = async (method, _n, real) => {
      if (method === 'createConnectedAccount') throw new PaymentUnavailableError('connection reset');
      return real();
    };
    const failed = await onboard(hana.token);
    expect(failed.status).toBe(503);
    expect(failed.data.error).toBe('The payment provider could not set up payouts just now. Please try again in a few minutes.');
    expect(await rows()).toEqual([]);

    // The link fails after the account was made: the account is kept, the retry reuses it.
    faults.rule = async (method, _n, real) => {
      if (method === 'createOnboardingLink') throw new PaymentUnavailableError('timeout');
      return real();
    };
    expect((await onboard(hana.token)).status).toBe(503);
    expect(await rows()).toHaveLength(1);
    faults.rule = null;
    expect((await onboard(hana.token)).status).toBe(200);
    expect(await rows()).toHaveLength(1);
    expect(faults.calls.createConnectedAccount).toBe(2);
  });
});

describe('payout account (Stripe Connect Express)', () => {
  const server = new StripeTestServer();
  beforeAll(() => server.start());
  afterAll(() => server.stop());

  it('creates the Express account with a key derived from the member, and asks Stripe for the status while not enabled', async () => {
    server.reset();
    t = await createTestApp({
      env: { APP_URL },
      payments: stripeAgainst(server),
    });
    const hana = await registerMember(t, 'Hana Host', 'hana@example.com');
    const started = await onboard(hana.token);
    expect(started.status).toBe(200);
    expect(started.data.url).toMatch(/^https:\/\/connect\.stripe\.test\/setup\/acct_/);
    const create = server.requests.find((r) => r.path === '/v1/accounts')!;
    expect(create.headers['idempotency-key']).toBe(idempotencyKeyFor('connect', 'stripe', hana.id));
    expect(create.form).toMatchObject({ email: 'hana@example.com' });
    const link = server.requests.find((r) => r.path === '/v1/account_links')!;
    expect(link.form).toMatchObject({ return_url: `${APP_URL}/dashboard?payouts=done`, refresh_url: `${APP_URL}/dashboard?payouts=refresh` });
    expect(await rows()).toEqual([expect.objectContaining({ provider: 'stripe', payoutsEnabled: false })]);

    // The local server says the account is enabled: the view refreshes and stores it, then stops asking.
    expect((await account(hana.token)).data).toEqual({ connected: true, payoutsEnabled: true, detailsSubmitted: true, providerLabel: null });
    const asked = server.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/accounts/')).length;
    await account(hana.token);
    expect(server.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/accounts/')).length).toBe(asked);
  });
});
