import { randomBytes } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { DEMO_CONTRIBUTION_KEY, DEMO_EMBED_KEY, DEMO_VENUE_KEY, DEMO_WISHLIST_KEY } from '#worker/db/seed.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * The widgets on host pages that make it hard: a strict Content-Security-Policy that allows only
 * the Cakeday origin (no inline script or style at all), hostile CSS, and a page that cannot load
 * modules (the legacy classic script). Host pages come from a real loopback server on another port,
 * with the demo data's keys (they allow any local port outside production).
 */
let hostServer: Server;
let hostOrigin: string;
const hostPages = new Map<string, { body: string; csp?: string }>();

test.beforeAll(async () => {
  hostServer = createServer((request, response) => {
    const page = hostPages.get((request.url ?? '').split('?')[0]!);
    if (!page) return void response.writeHead(404).end('Not found');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...(page.csp ? { 'content-security-policy': page.csp } : {}) }).end(page.body);
  });
  await new Promise<void>((done) => hostServer.listen(0, '127.0.0.1', done));
  hostOrigin = `http://127.0.0.1:${(hostServer.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((done) => hostServer.close(done));
});

/** All four widgets, with the demo data's keys: two as elements with data attributes, two as the custom element. */
const demoWidgets = `<div id="rsvp" data-cakeday-widget="rsvp" data-key="${DEMO_EMBED_KEY}" data-theme-accent="#0f766e"></div>
<cakeday-widget id="fund" name="contribution" key="${DEMO_CONTRIBUTION_KEY}"></cakeday-widget>
<cakeday-widget id="venues" name="venue-search" key="${DEMO_VENUE_KEY}"></cakeday-widget>
<div id="shop" data-cakeday-widget="wishlist-add" data-key="${DEMO_WISHLIST_KEY}" data-title="Wooden kite" data-price="24.99" data-url="https://shop.example/kite"></div>`;

/** Each widget drew its frame (its content, not a notice) inside its shadow root. */
async function expectAllFourDrawn(page: Page) {
  for (const id of ['rsvp', 'fund', 'venues', 'shop']) {
    await expect.poll(() => page.locator(`#${id}`).evaluate((host) => Boolean(host.shadowRoot?.querySelector('.cakeday-frame'))), { message: id }).toBe(true);
  }
}

/** Serves `body` with `csp` from the host origin and opens it; CSP violations are collected before any page script runs. */
async function openHostPage(page: Page, body: string, options: { csp?: string; script?: string; head?: string } = {}) {
  const path = `/host-${randomBytes(6).toString('hex')}.html`;
  hostPages.set(path, {
    csp: options.csp,
    body: `<!doctype html><html lang="en"><head><title>Host page</title>${options.head ?? ''}</head><body>${body}
<script async src="${options.script}"></script></body></html>`,
  });
  // Init scripts come through the browser's debugging protocol, which the page's CSP does not govern.
  await page.addInitScript(() => {
    const record = window as unknown as { violations: string[]; globalsBefore: string[] };
    record.violations = [];
    document.addEventListener('securitypolicyviolation', (event) => record.violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  await page.goto(hostOrigin + path);
}

const styleOf = (page: Page, selector: string, inner: string, property: string) =>
  page.locator(selector).evaluate(
    (host, [innerSelector, name]) => {
      const element = host.shadowRoot?.querySelector(innerSelector!);
      return element ? getComputedStyle(element).getPropertyValue(name!) : null;
    },
    [inner, property] as const,
  );

test('under a strict CSP that allows only the Cakeday origin, the widgets load, are styled and answer', async ({ page, baseURL }) => {
  const csp = `default-src 'none'; script-src ${baseURL}; connect-src ${baseURL}; img-src ${baseURL}; style-src ${baseURL}; frame-src ${baseURL}`;
  await openHostPage(page, `<main><h1>Mia's party</h1>${demoWidgets}</main>`, { csp, script: `${baseURL}/sdk/v1/cakeday.js` });

  const rsvp = page.locator('#rsvp');
  await expect(rsvp.getByRole('radio', { name: 'Going' })).toBeVisible();
  await expectAllFourDrawn(page);
  // Styled: the frame's border and the theme's accent reached the shadow root (a stripped <style> would leave neither).
  expect(await styleOf(page, '#rsvp', '.cakeday-frame', 'border-top-style')).toBe('solid');
  expect(await styleOf(page, '#rsvp', '.cakeday-root', 'font-size')).toBe('16px');
  // The page's data-theme-accent reached the shadow root as a custom property.
  expect(await styleOf(page, '#rsvp', '.cakeday-root', '--cakeday-accent')).toBe('#0f766e');

  await page.evaluate(() => {
    const record = window as unknown as { answers: unknown[] };
    record.answers = [];
    document.addEventListener('cakeday:rsvp.submitted', (event) => record.answers.push((event as CustomEvent).detail));
  });
  await rsvp.getByRole('radio', { name: 'Going' }).check();
  await rsvp.getByLabel('Your name').fill(`CSP Guest ${randomBytes(3).toString('hex')}`);
  await rsvp.getByLabel('Email').fill(`csp-${randomBytes(4).toString('hex')}@example.com`);
  await rsvp.getByRole('button', { name: /Send|RSVP/ }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { answers: unknown[] }).answers.length)).toBe(1);

  const violations = await page.evaluate(() => (window as unknown as { violations: string[] }).violations);
  expect(violations).toEqual([]);
});

test('hostile page CSS does not reach inside the widgets, and the widgets change nothing of the page but one global', async ({ page, baseURL }) => {
  const hostileCss = `<style>
* { all: unset }
html { font-size: 40px }
body { color: rgb(255, 0, 0); font-family: "Comic Sans MS", cursive; line-height: 4 }
div:not([data-cakeday-widget]), section, p { display: none !important }
button, input, label { font-size: 60px !important; color: lime !important; background: black !important }
h1 { display: block; font-size: 50px }
</style>`;
  await page.addInitScript(() => {
    (window as unknown as { globalsBefore: string[] }).globalsBefore = Object.keys(window);
  });
  await openHostPage(page, `<h1 id="page-title">Mia's party</h1><div class="decoy">hidden by the page</div>${demoWidgets}`, {
    head: hostileCss,
    script: `${baseURL}/sdk/v1/cakeday.js`,
  });
  const pageTitleBefore = await page.locator('#page-title').evaluate((element) => getComputedStyle(element).fontSize);

  const rsvp = page.locator('#rsvp');
  await expect(rsvp.getByRole('radio', { name: 'Going' })).toBeVisible();
  await expect(rsvp.getByLabel('Your name')).toBeVisible();
  await expectAllFourDrawn(page);
  // Inside: the widget's own sizes and colours, not the page's 40/60 px, lime or red.
  expect(await styleOf(page, '#rsvp', '.cakeday-root', 'font-size')).toBe('16px');
  expect(await styleOf(page, '#rsvp', '.cakeday-root', 'color')).not.toBe('rgb(255, 0, 0)');
  const nameInput = await styleOf(page, '#rsvp', 'input', 'font-size');
  expect(Number.parseFloat(nameInput!)).toBeLessThan(24);
  expect(await styleOf(page, '#rsvp', 'input', 'color')).not.toBe('rgb(0, 255, 0)');
  // The reserved height survives `all: unset` on the host element.
  expect((await rsvp.boundingBox())!.height).toBeGreaterThan(300);

  // Outside: the page looks as it did, and the SDK added exactly one global.
  expect(await page.locator('#page-title').evaluate((element) => getComputedStyle(element).fontSize)).toBe(pageTitleBefore);
  expect(await page.locator('.decoy').evaluate((element) => getComputedStyle(element).display)).toBe('none');
  const added = await page.evaluate(() => {
    const before = new Set((window as unknown as { globalsBefore: string[] }).globalsBefore);
    return Object.keys(window).filter((name) => !before.has(name) && name !== 'violations' && name !== 'globalsBefore');
  });
  expect(added).toEqual(['Cakeday']);
});

test('the legacy classic script shows the widgets without loading any module', async ({ page, baseURL }) => {
  const sdkRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/sdk/v1/')) sdkRequests.push(new URL(request.url()).pathname);
  });
  await openHostPage(page, demoWidgets, { script: `${baseURL}/sdk/v1/cakeday.legacy.js` });
  await expect(page.locator('#rsvp').getByRole('radio', { name: 'Going' })).toBeVisible();
  await expectAllFourDrawn(page);
  expect(sdkRequests).toEqual(['/sdk/v1/cakeday.legacy.js']);
  const sdk = await page.evaluate(() => {
    const cakeday = (window as unknown as { Cakeday: { version: string; build: string } }).Cakeday;
    return { version: cakeday.version, build: cakeday.build };
  });
  expect(sdk.version).toMatch(/^\d+\.\d+\.\d+/);
  expect(sdk.build.length).toBeGreaterThan(4);
});

test('hashed chunks are kept for a year and the entry files for minutes; the types file is text', async ({ request }) => {
  const loader = await request.get('/sdk/v1/cakeday.js');
  expect(loader.headers()['cache-control']).toBe('public, max-age=300');
  const runtime = await (await request.get('/sdk/v1/runtime.js')).text();
  const chunk = /["'](\.\/chunks\/[\w.-]+\.js)["']/.exec(runtime)?.[1];
  expect(chunk, 'the runtime imports its widget chunks').toBeTruthy();
  const chunkResponse = await request.get(`/sdk/v1/${chunk!.slice(2)}`);
  expect(chunkResponse.status()).toBe(200);
  expect(chunkResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const types = await request.get('/sdk/v1/cakeday.d.ts');
  expect(types.status()).toBe(200);
  expect(types.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(await types.text()).toContain('interface CakedayFunction');
});
