import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { AUTH_TOKEN_STORAGE_KEY } from '#core/constants.ts';

export { expect };

/** A registered member, made through the API when registration is not the flow under test. */
export interface TestAccount {
  name: string;
  email: string;
  password: string;
  token: string;
}

/** A fresh address per test, so flows never see each other's accounts in the shared database. */
export function uniqueEmail(): string {
  return `e2e-${randomBytes(6).toString('hex')}@example.com`;
}

/** Long and random: the server refuses short or well-known passwords. */
export function strongPassword(): string {
  return `Cake-${randomBytes(6).toString('hex')}-Party!`;
}

/**
 * Registers through POST /api/email-auth/register. With `page.request` the session cookie lands
 * in the page's browser context too, so the page is signed in exactly as after a real sign-up.
 */
export async function registerViaApi(request: APIRequestContext, fields: Partial<Omit<TestAccount, 'token'>> = {}): Promise<TestAccount> {
  const account = { name: fields.name ?? 'Party Tester', email: fields.email ?? uniqueEmail(), password: fields.password ?? strongPassword() };
  const response = await request.post('/api/email-auth/register', { data: account });
  expect(response.status(), `register ${account.email}: ${await response.text()}`).toBe(201);
  const body = (await response.json()) as { token: string };
  return { ...account, token: body.token };
}

/** Signs a page in as the platform does after login: session cookie plus the stored authToken. */
export async function signIn(page: Page, account: TestAccount): Promise<void> {
  const response = await page.request.post('/api/email-auth/login', { data: { email: account.email, password: account.password } });
  expect(response.status(), await response.text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  await page.goto('/');
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [AUTH_TOKEN_STORAGE_KEY, token]);
}

/** The sign-in status code for an email and password, straight from the API (no browser state). */
export async function loginStatus(request: APIRequestContext, email: string, password: string): Promise<number> {
  const response = await request.post('/api/email-auth/login', { data: { email, password } });
  return response.status();
}

interface OutboxMessage {
  recipient: string;
  subject: string;
  body: string;
}

/** What the offline mailer "sent" to an address (GET /api/dev/outbox, newest first). */
export async function readOutbox(request: APIRequestContext, email: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(response.ok(), `outbox: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** Waits for the reset email and returns its link as a path (/reset-password?token=...). */
export async function resetLinkFor(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const [latest] = await readOutbox(request, email);
        link = latest?.body.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
        return link;
      },
      { message: `a reset email to ${email} in the outbox` },
    )
    .toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

/**
 * Fails on serious or critical axe violations of the page as it is now. Minor and moderate ones
 * are left to review: the gate is for what blocks people, not for taste.
 */
export async function expectAccessible(page: Page): Promise<void> {
  // Let entrance transitions settle: a half-faded element reports a false contrast failure.
  await page.waitForTimeout(300);
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const summary = blocking.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ')}`),
  }));
  expect(summary, `serious/critical axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Whether an alert reads as red or green: counts the strongly red and strongly green colours among
 * its text, background and border colours (and its children's), so any palette and any CSS colour
 * syntax (Tailwind 4 uses oklch) works.
 */
async function dominantHue(locator: Locator): Promise<'red' | 'green' | 'other'> {
  return locator.evaluate((element) => {
    // Paint each colour onto a 1×1 canvas to read it back as sRGB, whatever syntax the CSS used.
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    const toRgb = (color: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return { r: r!, g: g!, b: b!, a: a! };
    };
    const candidates: string[] = [];
    for (const node of [element, ...element.querySelectorAll('*')].slice(0, 20)) {
      const style = getComputedStyle(node);
      candidates.push(style.color, style.backgroundColor, style.borderTopColor, style.borderLeftColor);
    }
    let red = 0;
    let green = 0;
    for (const candidate of candidates) {
      const { r, g, b, a } = toRgb(candidate);
      if (a < 40) continue;
      if (r - Math.max(g, b) > 40) red++;
      if (g - Math.max(r, b) > 25) green++;
    }
    return red > green ? 'red' : green > red ? 'green' : 'other';
  });
}

export async function expectRedAlert(alert: Locator): Promise<void> {
  await expect(alert).toBeVisible();
  expect(await dominantHue(alert), 'the error alert is red').toBe('red');
}

export async function expectGreenAlert(alert: Locator): Promise<void> {
  await expect(alert).toBeVisible();
  expect(await dominantHue(alert), 'the success alert is green').toBe('green');
}

/** The controls of /email-auth, found the way a screen-reader user finds them. */
export function authScreen(page: Page) {
  return {
    loginHeading: page.getByRole('heading', { name: 'Welcome Back!' }),
    registerHeading: page.getByRole('heading', { name: 'Join Cakeday' }),
    name: page.getByLabel(/^(full )?name/i),
    email: page.getByLabel(/^email/i),
    // input[type=password] has no ARIA role, so labels are the accessible way in.
    password: page.getByLabel(/^password/i),
    confirmPassword: page.getByLabel(/^confirm password/i),
    signInButton: page.getByRole('button', { name: /^sign in$/i }),
    createAccountButton: page.getByRole('button', { name: /^create account$/i }),
    switchToRegister: page.getByRole('button', { name: /sign up|create an account|register/i }),
    forgotPassword: page.getByRole('button', { name: /forgot/i }).or(page.getByRole('link', { name: /forgot/i })),
    sendResetButton: page.getByRole('button', { name: /^send reset email$/i }),
    backToSignIn: page.getByRole('button', { name: 'Back to Sign In' }).or(page.getByRole('link', { name: 'Back to Sign In' })),
    alert: page.getByRole('alert').filter({ hasNotText: /^$/ }),
  };
}

/**
 * Holds every request matching `glob` until the returned function is called, to see the screen
 * while a call is pending (spec: submit buttons disabled with "...ing" labels).
 */
export async function holdRequests(page: Page, glob: string): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(glob, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Milliseconds until `action`'s effect is seen (for the spec's redirect delays). */
export async function msUntil(check: () => Promise<void>, since: number): Promise<number> {
  await check();
  return Date.now() - since;
}

/** Picks a month in the birthday dialog, whether it is a native <select> or a listbox combobox. */
export async function chooseMonth(dialog: Locator, month: string): Promise<void> {
  const field = dialog.getByLabel(/month/i).first();
  if ((await field.evaluate((element) => element.tagName)) === 'SELECT') {
    await field.selectOption({ label: month });
    return;
  }
  await field.click();
  await dialog.page().getByRole('option', { name: month, exact: true }).click();
}

export const test = base.extend<{ account: TestAccount }>({
  /**
   * Only this machine answers: requests to the internet (venue photos on a CDN) are refused, so the
   * flows are the same offline and online and never wait on someone else's network. Loopback stays
   * open for the app and for test-owned servers (the SDK flow's host page on another port).
   */
  context: async ({ context }, use) => {
    const loopback = new Set(['127.0.0.1', 'localhost', '[::1]']);
    await context.route(
      (url) => url.protocol.startsWith('http') && !loopback.has(url.hostname),
      (route) => route.abort('blockedbyclient'),
    );
    await use(context);
  },
  /**
   * Fails a flow that passed on screen while something broke underneath: an uncaught exception in
   * the page, or a 5xx from our server (the API must answer bad input with a 4xx, never a 5xx).
   * Answers faked with page.route have no server address and are left out.
   */
  page: async ({ page, baseURL }, use) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`uncaught error in the page: ${error.message}`));
    page.on('response', async (response) => {
      if (!response.url().startsWith(baseURL!)) return;
      const path = new URL(response.url()).pathname;
      if (response.status() >= 500 && (await response.serverAddr().catch(() => null)) !== null) {
        problems.push(`${response.status()} from ${response.request().method()} ${path}`);
      }
      // A missing built file comes back as a 404 or, through the SPA fallback, as index.html.
      const servedHtml = (response.headers()['content-type'] ?? '').includes('text/html');
      if (path.startsWith('/assets/') && (response.status() === 404 || servedHtml)) {
        problems.push(`missing built file ${path}: was dist/platform rebuilt while the tests ran? Run them again.`);
      }
    });
    await use(page);
    expect(problems, 'errors behind the screen').toEqual([]);
  },
  /** A member registered through the API, signed out (the browser context has no cookie of it). */
  account: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    await use(await registerViaApi(request));
    await request.dispose();
  },
});
