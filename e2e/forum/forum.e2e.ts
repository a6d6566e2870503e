import type { Page } from '@playwright/test';
import { guestBrowser } from '../support/events.ts';
import { expect, expectAccessible, registerViaApi, signIn, test } from '../support/fixtures.ts';

const DEMO_ADMIN = { name: 'Demo Admin', email: 'admin@demo.cakeday.test', password: 'cakeday-demo-2026', token: '' };

/** The titles of the Hot list, top to bottom, among the ones this test made. */
async function hotOrder(page: Page, tag: string): Promise<string[]> {
  await page.goto('/forum');
  const list = page.getByTestId('post-list');
  await expect(list.getByRole('heading', { name: new RegExp(tag) }).first()).toBeVisible();
  return (await list.getByRole('heading', { name: new RegExp(tag) }).allTextContents()).map((title) => title.trim());
}

test('members post, comment and reply; votes reorder Hot; a report reaches the moderator, who removes the comment', async ({ page, browser, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const tag = `e2e-${Date.now().toString(36)}`;
  const api = await playwright.request.newContext({ baseURL });
  const alice = await registerViaApi(api, { name: 'Alice Author' });
  const bob = await registerViaApi(api, { name: 'Bob Builder' });

  // Alice posts through the form, from the nav's Community link.
  await signIn(page, alice);
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Community' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'New post' }).click();
  await page.getByRole('combobox', { name: 'Topic', exact: true }).selectOption('party-ideas');
  await page.getByLabel('Title', { exact: true }).fill(`Older: pirate party ideas ${tag}`);
  await page.getByLabel('Text (optional)').fill('We have a **treasure map**. What else?\n\n<script>alert(1)</script>');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('region', { name: 'Preview' }).locator('strong')).toHaveText('treasure map');
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Older: pirate party ideas ${tag}` })).toBeVisible();
  // Raw HTML a member typed is shown as text, never run.
  await expect(page.getByText('<script>alert(1)</script>')).toBeVisible();
  const olderUrl = page.url();
  await expectAccessible(page);

  // A newer post, so Hot puts it first until votes land.
  await page.goto('/forum/new');
  await page.getByLabel('Title', { exact: true }).fill(`Newer: unicorn cake help ${tag}`);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Newer: unicorn cake help ${tag}` })).toBeVisible();
  expect(await hotOrder(page, tag)).toEqual([`Newer: unicorn cake help ${tag}`, `Older: pirate party ideas ${tag}`]);

  // Bob comments, Alice replies to him, Bob replies to her: a thread three deep.
  const second = await guestBrowser(browser, baseURL!);
  await signIn(second.page, bob);
  await second.page.goto(olderUrl);
  await second.page.getByLabel('Add a comment').fill('A plank to walk over the paddling pool!');
  await second.page.getByRole('button', { name: 'Comment', exact: true }).click();
  const bobComment = second.page.getByRole('article', { name: 'Comment by Bob Builder' });
  await expect(bobComment.getByText('A plank to walk over the paddling pool!')).toBeVisible();

  await page.goto(olderUrl);
  await page.getByRole('button', { name: 'Reply to Bob Builder' }).click();
  await page.getByLabel('Reply to Bob Builder').fill('Love it, and eye patches for everyone.');
  await page.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Replies to Bob Builder' }).getByText('Love it, and eye patches for everyone.')).toBeVisible();

  await second.page.reload();
  await second.page.getByRole('button', { name: 'Reply to Alice Author' }).click();
  await second.page.getByLabel('Reply to Alice Author').fill('Arr! I will bring the patches.');
  await second.page.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(second.page.getByRole('list', { name: 'Replies to Alice Author' }).getByText('Arr! I will bring the patches.')).toBeVisible();

  // Two upvotes on the older post lift it above the newer one under Hot.
  await second.page.goto('/forum');
  await second.page.getByRole('button', { name: `Upvote post: Older: pirate party ideas ${tag}` }).click();
  await expect(second.page.getByRole('button', { name: `Upvote post: Older: pirate party ideas ${tag}` })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/forum');
  await page.getByRole('button', { name: `Upvote post: Older: pirate party ideas ${tag}` }).click();
  await expect(page.getByRole('button', { name: `Upvote post: Older: pirate party ideas ${tag}` })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => hotOrder(page, tag)).toEqual([`Older: pirate party ideas ${tag}`, `Newer: unicorn cake help ${tag}`]);

  // Alice reports Bob's comment; the moderator removes it from the queue.
  await page.goto(olderUrl);
  await page.getByRole('article', { name: 'Comment by Bob Builder' }).filter({ hasText: 'A plank to walk' }).getByRole('button', { name: 'Report comment by Bob Builder' }).click();
  await page.getByRole('dialog', { name: 'Report this comment?' }).getByLabel('Reason').fill('Dangerous idea near water');
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. The moderators will look at it.')).toBeVisible();

  const moderator = await guestBrowser(browser, baseURL!);
  await signIn(moderator.page, DEMO_ADMIN);
  await moderator.page.goto('/forum');
  await moderator.page.getByRole('link', { name: 'Moderation queue' }).click();
  const report = moderator.page.getByRole('list', { name: 'Open reports' }).getByRole('listitem').filter({ hasText: 'Dangerous idea near water' });
  await expect(report.getByText('A plank to walk over the paddling pool!')).toBeVisible();
  await expectAccessible(moderator.page);
  await report.getByRole('button', { name: 'Remove comment' }).click();
  await moderator.page.getByRole('dialog', { name: 'Remove this comment?' }).getByLabel('Reason').fill('Safety first near pools');
  await moderator.page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(moderator.page.getByText('Comment removed.')).toBeVisible();
  await expect(moderator.page.getByText('Dangerous idea near water')).toHaveCount(0);

  // The tombstone shows where the comment was; the replies stay; the public log has it.
  await page.reload();
  await expect(page.getByText('[removed by a moderator: Safety first near pools]')).toBeVisible();
  await expect(page.getByText('A plank to walk over the paddling pool!')).toHaveCount(0);
  await expect(page.getByText('Arr! I will bring the patches.')).toBeVisible();
  await page.goto('/forum/mod-log');
  await expect(page.getByRole('list', { name: 'Moderation actions' }).getByText('Safety first near pools').first()).toBeVisible();

  await second.done();
  await moderator.done();
});
