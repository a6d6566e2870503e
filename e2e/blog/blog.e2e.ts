import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, registerViaApi, signIn, test } from '../support/fixtures.ts';

const ADMIN = { name: 'Demo Admin', email: 'admin@demo.cakeday.test', password: 'cakeday-demo-2026', token: '' };
const MINUTE = 60_000;

/** The server's own time (the shared e2e server's clock may have been moved forward by other flows). */
async function serverNow(request: APIRequestContext): Promise<number> {
  const response = await request.post('/api/dev/clock', { data: { ms: 1 } });
  expect(response.status()).toBe(200);
  return Date.parse(((await response.json()) as { now: string }).now);
}

/** An instant as a datetime-local value in this machine's zone, which is the browser's too. */
function localInput(ms: number): string {
  const date = new Date(ms);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

async function feedText(request: APIRequestContext): Promise<string> {
  const response = await request.get('/blog/feed.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/atom+xml');
  return response.text();
}

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /open user menu/i }).click();
  return page.getByRole('menu');
}

test('an admin schedules a blog post that appears on /blog and in the feed when its time comes', { tag: '@moves-clock' }, async ({ page }) => {
  await signIn(page, ADMIN);
  const title = `Rainy-day party plan ${Date.now().toString(36)}`;

  // The user menu's Blog link, then the editor from the blog's own button.
  await page.goto('/dashboard');
  await (await openUserMenu(page)).getByRole('menuitem', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'The six-week birthday party checklist' })).toBeVisible();
  await page.getByRole('link', { name: 'Write a post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Write a blog post' })).toBeVisible();

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Tags').fill('Rainy days, kids');
  await page.getByLabel('Text (Markdown)').fill('## Plan B\n\nKeep **one room** free for games. <script>alert(1)</script>');
  // The live preview renders as it will be published: the heading, bold text, the script as text.
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Plan B' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('one room');
  await expect(preview).toContainText('<script>alert(1)</script>');

  const goesLive = (await serverNow(page.request)) + 30 * MINUTE;
  await page.getByRole('radio', { name: /Scheduled/ }).check();
  await page.getByLabel('Goes live at (your time)').fill(localInput(goesLive));
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText('Post scheduled')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/blog\/[\w-]+\/edit$/);
  await expect(page.getByText('Scheduled: it goes live by itself at its time.')).toBeVisible();

  const mine = ((await (await page.request.get('/api/admin/blog/posts')).json()) as { posts: { title: string; slug: string; status: string }[] }).posts.find((post) => post.title === title)!;
  expect(mine.status).toBe('scheduled');

  // Not yet: not on /blog, not in the feed, and its address is the 404 page.
  await page.goto('/blog');
  await expect(page.getByRole('link', { name: 'The six-week birthday party checklist' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  expect(await feedText(page.request)).not.toContain(title);
  await page.goto(`/blog/${mine.slug}`);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();

  // Its time comes: the clock moves past it and the scheduler runs.
  expect((await page.request.post('/api/dev/clock', { data: { ms: 31 * MINUTE } })).status()).toBe(200);
  expect((await page.request.post('/api/dev/scheduled-work')).status()).toBe(200);

  await page.goto('/blog');
  const card = page.getByRole('link', { name: title });
  await expect(card).toBeVisible();
  // Newest first: it leads the list.
  await expect(page.getByRole('article').first()).toContainText(title);
  expect(await feedText(page.request)).toContain(`<title type="text">${title}</title>`);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/blog/${mine.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Plan B' })).toBeVisible();
  await expect(page.getByRole('article')).toContainText('<script>alert(1)</script>');
  await expectAccessible(page);

  // The shared link's preview is in the HTML the server sends.
  const html = await (await page.request.get(`/blog/${mine.slug}`)).text();
  expect(html).toContain(`<meta property="og:title" content="${title} | Cakeday" />`);
  expect(html).toContain('<meta property="article:published_time"');
  expect(await (await page.request.get('/sitemap.xml')).text()).toContain(`/blog/${mine.slug}</loc>`);
});

test('a member reads the blog and filters by tag, but the editor is for admins only', async ({ page }) => {
  const member = await registerViaApi(page.request);
  await signIn(page, member);
  await page.goto('/blog');
  await expect(page.getByRole('link', { name: 'Write a post' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Filter by tag' }).getByRole('link', { name: /Games/ }).click();
  await expect(page).toHaveURL(/\/blog\?tag=games$/);
  await expect(page.getByRole('link', { name: 'Party games by age: what actually works from 3 to 12' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Group gifts without the awkwardness' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Party games by age: what actually works from 3 to 12' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Party games by age: what actually works from 3 to 12' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ages 3 to 4: play together, nobody loses' })).toBeVisible();

  await page.goto('/dashboard/blog');
  await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
  await expect(page.getByText('Only administrators can write the blog.')).toBeVisible();
  expect((await page.request.post('/api/admin/blog/posts', { data: { title: 'Mine', body: 'Text', status: 'published' } })).status()).toBe(403);
});
