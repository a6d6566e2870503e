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
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

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
    const page = await browser.newPage();
    let problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`threw: ${error.message}`));
    page.on('response', (response) => {
      // Browsers ask for /favicon.ico on their own; the story did not.
      if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) problems.push(`${response.status()} for ${response.url().replace(origin, '')}`);
    });
    for (const entry of entries) {
      problems = [];
      await page.goto(`${origin}/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=story`);
      const state = await page
        .waitForFunction(
          () => {
            const classes = document.body.classList;
            if (classes.contains('sb-show-errordisplay')) return 'error';
            // Dialogs render into a portal on <body>, outside the story root.
            const root = document.querySelector('#storybook-root');
            if (classes.contains('sb-show-main') && (root?.childNodes.length || document.querySelector('[role="dialog"]'))) return 'ok';
            return false;
          },
          undefined,
          { timeout: 15_000 },
        )
        .then((handle) => handle.jsonValue())
        .catch(() => 'timeout');
      if (state === 'error') problems.push(`error screen: ${(await page.textContent('#error-message').catch(() => ''))?.trim().slice(0, 300)}`);
      if (state === 'timeout') problems.push('nothing rendered within 15 s');
      await page.waitForTimeout(100);
      if (problems.length) failures.push(`${dir.split('/').pop()}: ${entry.id}\n    ${problems.join('\n    ')}`);
      else rendered += 1;
    }
    await page.close();
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
