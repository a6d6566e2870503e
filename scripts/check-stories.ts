/**
 * Renders every story of both built Storybooks (dist/storybook/platform and /widgets) in Chromium
 * and exits 1 when one shows Storybook's error screen, throws, or requests a file that is not there.
 * A static `storybook build` only catches stories that fail to compile; this catches the ones that
 * compile but break when they render. Run by `npm run build-storybook` after both builds.
 */
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from '@playwright/test';

const root = resolve(import.meta.dirname, '..');
const books = (process.argv.slice(2).length ? process.argv.slice(2) : ['platform', 'widgets']).map((name) => join(root, 'dist', 'storybook', name));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
/** Pages rendering stories side by side. */
const PAGES = 3;
const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

/**
 * Runs in the preview: asks Storybook's channel for a story and answers how its render ended. Kept
 * as source text because tsx's helpers (`__name`) do not exist inside the page.
 */
const showStory = `(storyId) => new Promise((done) => {
  const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
  const outcomes = { storyRendered: 'rendered', storyErrored: 'error', storyThrewException: 'error', playFunctionThrewException: 'error', storyMissing: 'missing' };
  const listeners = [];
  const finish = (outcome) => {
    clearTimeout(timer);
    for (const [event, listener] of listeners) channel.off(event, listener);
    done(outcome);
  };
  const timer = setTimeout(() => finish('timeout'), 15000);
  for (const [event, outcome] of Object.entries(outcomes)) listeners.push([event, () => finish(outcome)]);
  for (const [event, listener] of listeners) channel.on(event, listener);
  channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
})`;

execFileSync('bash', [join(root, 'scripts', 'ensure-chromium.sh')], { stdio: 'inherit' });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

const failures: string[] = [];
let rendered = 0;
try {
  for (const dir of books) {
    const indexFile = join(dir, 'index.json');
    if (!existsSync(indexFile)) {
      failures.push(`${indexFile} is missing: run \`npm run build-storybook\` first.`);
      continue;
    }
    const entries = Object.values((JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, { id: string; type: string }> }).entries).filter((entry) => entry.type === 'story');
    const server = createServer((request, response) => {
      const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
      const file = join(dir, path === '/' ? 'index.html' : path);
      if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(response);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The preview loads once per page; each next story is asked for over Storybook's own channel,
    // as its sidebar does, instead of reloading the preview's bundle for every story (270 s -> about
    // a fifth of that for both books). A story that fails reloads the page, so the next one starts
    // clean. Rendering mostly waits (a fifth of the machine's two cores in one page), so a few pages
    // take the stories in turn side by side.
    let next = 0;
    const renderInOnePage = async () => {
      const page = await browser.newPage();
      let problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`threw: ${error.message}`));
      page.on('response', (response) => {
        // Browsers ask for /favicon.ico on their own; the story did not.
        if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) problems.push(`${response.status()} for ${response.url().replace(origin, '')}`);
      });
      let loaded = false;
      while (next < entries.length) {
        const entry = entries[next++]!;
        problems = [];
        let state: string;
        if (!loaded) {
          await page.goto(`${origin}/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=story`);
          state = await page
            .waitForFunction(
              () => {
                const classes = document.body.classList;
                if (classes.contains('sb-show-errordisplay')) return 'error';
                return classes.contains('sb-show-main') && 'rendered';
              },
              undefined,
              { timeout: 15_000 },
            )
            .then((handle) => handle.jsonValue() as Promise<string>)
            .catch(() => 'timeout');
        } else {
          state = await page.evaluate(`(${showStory})(${JSON.stringify(entry.id)})`);
        }
        // Rendered means something shows: the story root has content, or a dialog opened in a portal
        // on <body>, outside the root (a lazy part may take a moment after the render ends).
        if (state === 'rendered') {
          await page
            .waitForFunction(() => Boolean(document.querySelector('#storybook-root')?.childNodes.length || document.querySelector('[role="dialog"]')), undefined, { timeout: 15_000 })
            .catch(() => problems.push('rendered nothing within 15 s'));
        }
        if (state === 'error') problems.push(`error screen: ${(await page.textContent('#error-message').catch(() => ''))?.trim().slice(0, 300)}`);
        if (state === 'missing') problems.push('the story is in index.json but the preview does not know it');
        if (state === 'timeout') problems.push('nothing rendered within 15 s');
        // A moment for errors thrown just after the first paint (effects, late requests).
        await page.waitForTimeout(50);
        loaded = problems.length === 0;
        if (problems.length) failures.push(`${dir.split('/').pop()}: ${entry.id}\n    ${problems.join('\n    ')}`);
        else rendered += 1;
      }
      await page.close();
    };
    await Promise.all(Array.from({ length: PAGES }, renderInOnePage));
    await new Promise((done) => server.close(done));
  }
} finally {
  await browser.close();
}

console.log(`Stories rendered without errors: ${rendered}`);
if (failures.length) {
  console.error(`Broken stories:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
