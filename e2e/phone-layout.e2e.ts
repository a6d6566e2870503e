import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { forumTopicIds } from '#core/domain/forum/forum.rules.ts';
import { DEMO_EVENT_ID, DEMO_GUEST_ROW_ID } from '#worker/db/seed-events.ts';
import { DEMO_PASSWORD } from '#worker/db/seed.ts';
import { asMember } from './support/events.ts';
import { expect, expectAccessible, holdRequests, registerViaApi, test } from './support/fixtures.ts';

/**
 * Every screen at a phone's width: nothing may scroll the page sideways (most guests open their
 * invitation on a phone, and a first-time host signs up on one). The list of screens is checked
 * against the router, so a new route fails here until someone looks at it on a phone (or says why
 * it is skipped). One page per account, many navigations: no axe here except on the screens whose
 * markup this check made change, to keep the run short.
 */

const PHONE = { width: 390, height: 844 };
const DEMO = {
  host: 'host@demo.cakeday.test',
  admin: 'admin@demo.cakeday.test',
  guest: 'guest@demo.cakeday.test',
  owner: 'owner@demo.cakeday.test',
} as const;
// worker/db/seed-venues.ts and seed-fund.ts: the backyard and its booking for the party, the fund's first contribution.
const DEMO_VENUE_ID = 'demo-venue-1';
const DEMO_BOOKING_ID = 'demo-booking-party';
const DEMO_CONTRIBUTION_ID = 'demo-contribution-1';
const DEMO_CONVERSATION_ID = 'demo-conversation-1';
const DEMO_BLOG_SLUG = 'six-week-birthday-party-checklist';
// The marketplace's demo seed: a shop and one of its products.
const DEMO_PRODUCT_ID = 'demo-product-balloon-arch';
const DEMO_SHOP_ID = 'demo-shop-sweet-things';

/** Routes this check does not open, each with the reason. */
const SKIPPED: Record<string, string> = {
  '/host/venues/new': 'creates a draft listing on arrival and redirects to its form, which /host/venues/:id/edit covers',
};

/** Every path the router registers, read from its source so the list cannot drift from it. */
function routerPaths(): string[] {
  const source = readFileSync(join(import.meta.dirname, '..', 'platform', 'app', 'router.tsx'), 'utf8');
  return [...source.matchAll(/path: '([^']+)'/g)].map((match) => match[1]!);
}

interface Screen {
  /** The router's pattern this visit covers. */
  route: string;
  /** The address opened. */
  url: string;
}

interface Overflow {
  scrollWidth: number;
  innerWidth: number;
  widest: string[];
}

/** How far the page scrolls sideways and, when it does, the elements that stick out furthest. */
async function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= innerWidth) return { scrollWidth, innerWidth, widest: [] };
    // Content inside its own sideways scroller (a deliberately swipeable strip) does not widen the page.
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const describe = (element: Element) => {
      const classes = [...element.classList].slice(0, 4).join('.');
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const rect = element.getBoundingClientRect();
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> ${Math.round(rect.width)}px wide, right edge ${Math.round(rect.right)}px "${text}"`;
    };
    const sticking = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > innerWidth + 0.5 && !clipped(element))
      // The innermost offenders say what to fix; their ancestors only carry the width.
      .filter((element, _index, all) => !all.some((other) => other !== element && element.contains(other)))
      .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right);
    return { scrollWidth, innerWidth, widest: sticking.slice(0, 3).map(describe) };
  });
}

/** The platform's default title, the landing page's: every other screen names itself instead. */
const LANDING_TITLE = /<title>([^<]+)<\/title>/.exec(readFileSync(join(import.meta.dirname, '..', 'platform', 'index.html'), 'utf8'))![1]!;

/**
 * Opens a screen, waits for its content (not its loading state) and returns what is wrong with it:
 * a page wider than the phone, or a tab still titled as the landing page.
 */
async function visit(page: Page, screen: Screen): Promise<string[]> {
  await page.goto(screen.url);
  // A screen is drawn once its main area holds something and no placeholder is left. Some screens
  // end on an error message or a redirect, so a timeout here is not a failure: the page is measured as it is.
  await expect
    .poll(
      () =>
        page.evaluate(() => (document.querySelector('main')?.textContent?.trim().length ?? 0) > 0 && !document.querySelector('main [role="status"], main .skeleton-shimmer, main [aria-busy="true"]')),
      {
        timeout: 10_000,
      },
    )
    .toBe(true)
    .catch(() => undefined);
  // Late images and fonts settle before measuring.
  await page.waitForLoadState('load');
  const failures: string[] = [];
  const overflow = await measureOverflow(page);
  if (overflow.widest.length > 0) failures.push(`${screen.route} (${screen.url}): ${overflow.scrollWidth}px wide in a ${overflow.innerWidth}px window; widest: ${overflow.widest.join(' | ')}`);
  // A tab (and a shared link's preview) says which screen it is, never the landing page's words.
  if (screen.route !== '/' && (await page.title()) === LANDING_TITLE) failures.push(`${screen.route} (${screen.url}): keeps the landing page's title`);
  return failures;
}

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/email-auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.status(), `sign in ${email}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Signs the page in as a demo account (cookie from the login, token in localStorage as the app keeps it). */
async function signInAs(page: Page, email: string): Promise<void> {
  const token = await tokenOf(page.request, email);
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('authToken', value), token);
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

/** What the addresses below fill in: the demo party's slug and links, a fresh forum post, a blog post. */
type Fill = Record<string, string>;

function fill(screens: Screen[], values: Fill): Screen[] {
  return screens.map((screen) => ({ route: screen.route, url: screen.url.replace(/\{(\w+)\}/g, (_whole, key: string) => values[key] ?? `missing-${key}`) }));
}

const VISITOR_SCREENS: Screen[] = [
  { route: '/', url: '/' },
  { route: '/email-auth', url: '/email-auth' },
  { route: '/auth', url: '/auth' },
  { route: '/reset-password', url: '/reset-password?token=not-a-real-token' },
  { route: '/e/:slug', url: '/e/{slug}?g={guestToken}' },
  { route: '/a', url: '/a' },
  { route: '/a/:token', url: '/a/{guestToken}' },
  { route: '/pricing', url: '/pricing' },
  { route: '/install-app', url: '/install-app' },
  { route: '/venues', url: '/venues' },
  { route: '/venues/:id', url: `/venues/${DEMO_VENUE_ID}` },
  { route: '/marketplace', url: '/marketplace' },
  { route: '/marketplace/product/:id', url: `/marketplace/product/${DEMO_PRODUCT_ID}` },
  { route: '/marketplace/shop/:shopId', url: `/marketplace/shop/${DEMO_SHOP_ID}` },
  { route: '/contributions/:id', url: `/contributions/${DEMO_CONTRIBUTION_ID}` },
  { route: '/demo-checkout/:sessionId', url: '/demo-checkout/cs_demo_unknown' },
  { route: '/embed/checkout-return/:id', url: `/embed/checkout-return/${DEMO_CONTRIBUTION_ID}` },
  { route: '/embed/sign-in', url: '/embed/sign-in' },
  { route: '/messages/mute', url: '/messages/mute?token=not-a-real-token' },
  { route: '/upload/:token', url: '/upload/{portalToken}' },
  { route: '/u/:token', url: '/u/{guestToken}' },
  { route: '/gallery/:slug', url: '/gallery/{slug}' },
  { route: '/v/:slug/:type', url: '/v/{slug}/videos' },
  { route: '/birthday-board', url: '/birthday-board' },
  { route: '/blog', url: '/blog' },
  { route: '/blog/:slug', url: `/blog/${DEMO_BLOG_SLUG}` },
  { route: '/forum', url: '/forum' },
  { route: '/forum/post/:id', url: '/forum/post/{postId}' },
  { route: '/forum/mod-log', url: '/forum/mod-log' },
  { route: '*', url: '/no-such-screen' },
];

const HOST_SCREENS: Screen[] = [
  { route: '/dashboard', url: '/dashboard' },
  { route: '/host-dashboard', url: '/host-dashboard' },
  { route: '/account', url: '/account' },
  { route: '/event/new', url: '/event/new' },
  { route: '/dashboard/events/:id', url: `/dashboard/events/${DEMO_EVENT_ID}` },
  { route: '/dashboard/events/:id/edit', url: `/dashboard/events/${DEMO_EVENT_ID}/edit` },
  { route: '/dashboard/events/:id/guests', url: `/dashboard/events/${DEMO_EVENT_ID}/guests` },
  { route: '/dashboard/events/:id/wishlist', url: `/dashboard/events/${DEMO_EVENT_ID}/wishlist` },
  { route: '/dashboard/events/:id/contributions', url: `/dashboard/events/${DEMO_EVENT_ID}/contributions` },
  { route: '/dashboard/events/:id/album', url: `/dashboard/events/${DEMO_EVENT_ID}/album` },
  { route: '/dashboard/embed', url: '/dashboard/embed' },
  // Not the host's payout account: the screen's refusal is what a phone shows then.
  { route: '/demo-connect/:accountId', url: '/demo-connect/acct_demo_unknown' },
  { route: '/cohost-invite', url: '/cohost-invite?token=not-a-real-token' },
  { route: '/billing', url: '/billing' },
  { route: '/buy-single-event', url: '/buy-single-event' },
  { route: '/test-payment', url: '/test-payment' },
  // The list only: opening a conversation would mark the demo host's unread messages read, which other flows count.
  { route: '/messages', url: '/messages' },
  { route: '/messages/new', url: '/messages/new' },
  { route: '/forum/new', url: '/forum/new' },
  { route: '/bookings', url: '/bookings' },
  { route: '/bookings/:id', url: `/bookings/${DEMO_BOOKING_ID}` },
  { route: '/marketplace/cart', url: '/marketplace/cart' },
  { route: '/marketplace/orders', url: '/marketplace/orders' },
  // The marketplace's seller screens, signed in: without a shop they show the open-a-shop form (and
  // the way to it); with one, the shop, its products and its dashboard.
  { route: '/seller-onboarding', url: '/seller-onboarding' },
  { route: '/shop-manager', url: '/shop-manager' },
  { route: '/seller-dashboard', url: '/seller-dashboard' },
];

const GUEST_SCREENS: Screen[] = [{ route: '/messages/:id', url: `/messages/${DEMO_CONVERSATION_ID}` }];

const ADMIN_SCREENS: Screen[] = [
  { route: '/dashboard/blog', url: '/dashboard/blog' },
  { route: '/dashboard/blog/new', url: '/dashboard/blog/new' },
  { route: '/dashboard/blog/:id/edit', url: '/dashboard/blog/{blogPostId}/edit' },
  { route: '/forum/mod', url: '/forum/mod' },
];

const OWNER_SCREENS: Screen[] = [
  { route: '/host/venues', url: '/host/venues' },
  { route: '/host/venues/:id/edit', url: `/host/venues/${DEMO_VENUE_ID}/edit` },
  { route: '/host/bookings', url: '/host/bookings' },
  { route: '/host/bookings/:id', url: `/host/bookings/${DEMO_BOOKING_ID}` },
];

/** The demo party's addresses, read through the host's API. */
async function demoParty(request: APIRequestContext) {
  const host = asMember(request, await tokenOf(request, DEMO.host));
  const { event } = await json<{ event: { slug: string } }>(await host.get(`/events/${DEMO_EVENT_ID}`), 'the demo party');
  const { link } = await json<{ link: string }>(await host.get(`/events/${DEMO_EVENT_ID}/guests/${DEMO_GUEST_ROW_ID}/link`), 'the demo guest’s link');
  const { album } = await json<{ album: { portalLink: string | null } }>(await host.get(`/events/${DEMO_EVENT_ID}/album`), 'the demo album');
  const guestToken = new URL(link).searchParams.get('g')!;
  const portalToken = album.portalLink ? new URL(album.portalLink).pathname.split('/').pop()! : 'no-portal-link';
  return { slug: event.slug, guestToken, portalToken };
}

test.use({ viewport: PHONE });

/** Screens whose look changed for phones: their pictures go into the report. */
const PICTURED = new Set(['/dashboard', '/dashboard/events/:id', '/dashboard/events/:id/guests', '/gallery/:slug']);

async function checkAll(page: Page, testInfo: TestInfo, list: Screen[]): Promise<string[]> {
  const failures: string[] = [];
  for (const screen of list) {
    failures.push(...(await visit(page, screen)));
    if (PICTURED.has(screen.route)) await attachScreenshot(page, testInfo, `${screen.route} at 390 px`);
  }
  return failures;
}

test.describe('every screen fits a 390 px phone and names itself', () => {
  // Up to two dozen screens in one test, on two shared cores.
  test.describe.configure({ timeout: 240_000 });

  test('a visitor’s screens, each with its own title', async ({ page }, testInfo) => {
    const party = await demoParty(page.request);
    const writer = await registerViaApi(page.request);
    const { post } = await json<{ post: { id: string } }>(
      await asMember(page.request, writer.token).post('/forum/posts', { topic: forumTopicIds[0], title: 'Which cake fits a garden party?', body: 'Ours melts by noon.' }),
      'a forum post',
    );
    await page.context().clearCookies();
    const failures = await checkAll(page, testInfo, fill(VISITOR_SCREENS, { ...party, postId: post.id }));
    expect(failures, 'screens wider than the phone or without their own title').toEqual([]);

    // The album's screens name themselves in the tab and in a shared link's preview, not as the landing page.
    await page.goto('/');
    const landingTitle = await page.title();
    const titles: string[] = [];
    for (const path of [`/gallery/${party.slug}`, `/v/${party.slug}/videos`, '/gallery/no-such-party', '/v/no-such-party/videos']) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect.poll(() => page.title(), { message: `${path} sets its own title` }).not.toBe(landingTitle);
      titles.push(await page.title());
    }
    expect(titles[0], 'the album and its videos are told apart').not.toBe(titles[1]);
  });

  test('a signed-in host’s screens', async ({ page }, testInfo) => {
    await signInAs(page, DEMO.host);
    const failures = await checkAll(page, testInfo, HOST_SCREENS);
    expect(failures, 'screens wider than the phone or without their own title').toEqual([]);
  });

  test('the demo guest’s conversation, the admin’s and the venue owner’s screens', async ({ page }, testInfo) => {
    await signInAs(page, DEMO.guest);
    const failures = await checkAll(page, testInfo, GUEST_SCREENS);
    await page.context().clearCookies();
    await signInAs(page, DEMO.admin);
    const admin = asMember(page.request, await tokenOf(page.request, DEMO.admin));
    const { posts } = await json<{ posts: { id: string }[] }>(await admin.get('/admin/blog/posts'), 'the blog’s posts');
    failures.push(...(await checkAll(page, testInfo, fill(ADMIN_SCREENS, { blogPostId: posts[0]!.id }))));
    await page.context().clearCookies();
    await signInAs(page, DEMO.owner);
    failures.push(...(await checkAll(page, testInfo, OWNER_SCREENS)));
    expect(failures, 'screens wider than the phone or without their own title').toEqual([]);
  });
});

test('the party’s overview and guest list read well on a phone', async ({ page }) => {
  await signInAs(page, DEMO.host);
  await page.goto(`/dashboard/events/${DEMO_EVENT_ID}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  // One date and one time range for a same-day party, and no raw ISO dates anywhere.
  await expect(main.getByText(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}(, \d{4})? · \d{1,2}:\d{2}( [AP]M)?–\d{1,2}:\d{2} [AP]M \S+$/)).toBeVisible();
  expect(await main.innerText()).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
  // Ending the party is apart from the everyday actions, at the bottom, and still asks first.
  const dangerZone = main.getByRole('region', { name: 'Danger zone' });
  await expect(dangerZone.getByRole('button', { name: 'Delete event' })).toBeVisible();
  await expect(dangerZone.getByRole('button', { name: 'Cancel event' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Delete event' })).toHaveCount(1);
  await dangerZone.getByRole('button', { name: 'Delete event' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete this event?' })).toBeVisible();
  await page.getByRole('button', { name: 'Keep the event' }).click();
  await expectAccessible(page);

  await page.goto(`/dashboard/events/${DEMO_EVENT_ID}/guests`);
  const table = page.getByRole('table', { name: 'Guests' });
  await expect(table.getByRole('rowheader').first()).toBeVisible();
  // Each guest is a card: name, status, party size and every action on screen, nothing cut at the edge.
  const outside = await table.evaluate((element) => {
    const width = window.innerWidth;
    return [...element.querySelectorAll('tbody th, tbody td > *, tbody button, tbody a')]
      .map((node) => ({ node, rect: node.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 0 && (rect.left < 0 || rect.right > width))
      .map(({ node }) => (node.getAttribute('aria-label') ?? node.textContent ?? '').trim().slice(0, 40));
  });
  expect(outside, 'parts of the guest cards outside the screen').toEqual([]);
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow.getByText(/^Party size/)).toBeVisible();
  await expect(firstRow.getByRole('button', { name: /^Edit / })).toBeInViewport();
  await expectAccessible(page);
});

test.describe('the app’s frame while a protected screen loads', () => {
  // The service worker would answer the held requests from its cache, past page.route.
  test.use({ serviceWorkers: 'block' });

  test('the header stays while the screen’s code and then the session load', async ({ page }, testInfo) => {
    await signInAs(page, DEMO.host);
    const releaseCode = await holdRequests(page, '**/assets/dashboard-*.js');
    const releaseSession = await holdRequests(page, '**/api/email-auth/user');
    const brand = page.getByRole('banner').getByRole('link', { name: 'Cakeday' });
    await page.goto('/dashboard');
    // First the screen's code: the header and the page's skeleton.
    await expect(page.getByRole('main').getByRole('status', { name: 'Loading page' })).toBeVisible();
    await expect(brand).toBeVisible();
    await attachScreenshot(page, testInfo, '/dashboard while its code loads');
    await expectAccessible(page);
    releaseCode();
    // Then the session: the spec's spinner with "Loading...", inside the same frame.
    const spinner = page.getByRole('main').getByRole('status').filter({ hasText: 'Loading...' });
    await expect(spinner).toBeVisible();
    await expect(brand).toBeVisible();
    await attachScreenshot(page, testInfo, '/dashboard while the session loads');
    await expectAccessible(page);
    releaseSession();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(spinner).toHaveCount(0);
  });
});

test('every route of the router is on the phone check’s list or skipped with a reason', () => {
  const listed = new Set([...VISITOR_SCREENS, ...HOST_SCREENS, ...GUEST_SCREENS, ...ADMIN_SCREENS, ...OWNER_SCREENS].map((screen) => screen.route));
  for (const route of Object.keys(SKIPPED)) listed.add(route);
  const missing = routerPaths().filter((path) => !listed.has(path));
  expect(missing, 'routes in platform/app/router.tsx that the phone check neither opens nor skips (add them to a list above, or to SKIPPED with the reason)').toEqual([]);
});
