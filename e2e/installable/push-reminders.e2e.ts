import { expect, signIn, test } from '../support/fixtures.ts';

/**
 * /account's "Notify me of birthdays and parties" switch. Chromium's real push
 * subscription needs Google's push service, which this machine cannot reach, so the page's
 * PushManager is replaced by one that hands out a subscription of a made-up push service: the
 * flow checks what the app does around it — the permission asked only on the click, the server's
 * VAPID key given to the browser, the subscription kept and forgotten by the server. Signing and
 * encrypting the push itself is tested against a test push service in
 * worker/services/push/push.test.ts (Node and workerd).
 */
test('turning reminders on asks for permission on that click only, and the server keeps and then forgets this browser', async ({ page, account }) => {
  await page.context().grantPermissions(['notifications']);
  await page.addInitScript(() => {
    const calls = { permission: 0, subscribeKeys: [] as string[], unsubscribed: 0 };
    (window as unknown as { pushCalls: typeof calls }).pushCalls = calls;
    const askPermission = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args: Parameters<typeof Notification.requestPermission>) => {
      calls.permission += 1;
      return askPermission(...args);
    };
    // The subscription lives in localStorage, as the browser's would survive a reload.
    const stored = () => localStorage.getItem('e2e-push-subscription');
    const subscriptionOf = (json: PushSubscriptionJSON) =>
      ({
        endpoint: json.endpoint,
        toJSON: () => json,
        unsubscribe: async () => {
          calls.unsubscribed += 1;
          localStorage.removeItem('e2e-push-subscription');
          return true;
        },
      }) as unknown as PushSubscription;
    PushManager.prototype.getSubscription = async () => (stored() ? subscriptionOf(JSON.parse(stored()!) as PushSubscriptionJSON) : null);
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = new Uint8Array(options!.applicationServerKey as ArrayBuffer);
      calls.subscribeKeys.push(
        btoa(String.fromCharCode(...key))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, ''),
      );
      const json = { endpoint: `https://push.e2e.invalid/send/${crypto.randomUUID()}`, keys: { p256dh: `B${'e'.repeat(86)}`, auth: 'a'.repeat(22) } };
      localStorage.setItem('e2e-push-subscription', JSON.stringify(json));
      return subscriptionOf(json);
    };
  });
  await signIn(page, account);
  const pushCalls = () => page.evaluate(() => (window as unknown as { pushCalls: { permission: number; subscribeKeys: string[]; unsubscribed: number } }).pushCalls);
  const serverHasPush = async () => ((await (await page.request.get('/api/push/subscriptions')).json()) as { enabled: boolean }).enabled;

  await page.goto('/account');
  const reminders = page.getByRole('switch', { name: 'Notify me of birthdays and parties' });
  await expect(reminders).toBeEnabled();
  await expect(reminders).toHaveAttribute('aria-checked', 'false');
  expect((await pushCalls()).permission, 'no permission prompt before the click').toBe(0);
  // The switch subscribes through the app's service worker, which installs (precaching the app)
  // after the first load: on two busy cores that alone took longer than one expect's 7 s.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  await reminders.click();
  await expect(page.getByText('Notifications on', { exact: true })).toBeVisible();
  await expect(reminders).toHaveAttribute('aria-checked', 'true');
  const { publicKey } = (await (await page.request.get('/api/push/key')).json()) as { publicKey: string };
  expect(await pushCalls()).toEqual({ permission: 1, subscribeKeys: [publicKey], unsubscribed: 0 });
  expect(await serverHasPush()).toBe(true);

  // Back later: the switch shows this browser's subscription, and nothing asks again.
  await page.reload();
  await expect(reminders).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('button', { name: 'Send a test notification' })).toBeVisible();
  expect((await pushCalls()).permission).toBe(0);

  await reminders.click();
  await expect(page.getByText('Notifications off', { exact: true })).toBeVisible();
  await expect(reminders).toHaveAttribute('aria-checked', 'false');
  expect((await pushCalls()).unsubscribed).toBe(1);
  expect(await serverHasPush()).toBe(false);
});

test('a member who blocked notifications is told how to allow them, and nothing is kept', async ({ page, account }) => {
  await page.addInitScript(() => {
    Notification.requestPermission = async () => 'denied';
  });
  await signIn(page, account);
  await page.goto('/account');
  const reminders = page.getByRole('switch', { name: 'Notify me of birthdays and parties' });
  await expect(reminders).toBeEnabled();
  await reminders.click();
  await expect(page.getByText('Notifications are blocked for Cakeday: allow them in your browser’s site settings, then try again.')).toBeVisible();
  await expect(reminders).toHaveAttribute('aria-checked', 'false');
  expect(((await (await page.request.get('/api/push/subscriptions')).json()) as { enabled: boolean }).enabled).toBe(false);
});
