/**
 * Build-time render of the public pages that need no data: the landing page `/` (its featured
 * venues render as their loading skeleton, which keeps the same size as the loaded section).
 * scripts/prerender.ts writes the result into dist/platform/landing.html, which both entries
 * serve for `/`; platform/main.tsx hydrates it. The tree is the client's own: the same routes and
 * providers around a static router instead of the browser one.
 * See docs/decisions/022-public-first-paint.md.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from './app/app.tsx';
import { RootLayout } from './app/root-layout.tsx';
import { routes } from './app/router.tsx';
import { createQueryClient } from './lib/query-client.ts';

/** The attribute on #root naming the path its markup was rendered for; main.tsx hydrates only there. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The markup of one route, rendered as the client's first render would draw it. */
export async function renderRoute(path: string, routeTable: RouteObject[] = routes): Promise<string> {
  const handler = createStaticHandler(routeTable);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`Prerendering ${path} answered a redirect or response (${context.status})`);
  if (context.errors) throw new Error(`Prerendering ${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        {/* hydrate={false}: no inline script (the CSP allows none), and the routes load no data. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}

/** Where the server puts a page's own markup inside the layout template (worker/features/events/event-shell.service.ts). */
export const SERVER_SLOT = '<div data-server-slot=""></div>';

/**
 * The app's layout as its first render draws it on any page (skip link, the navigation bar while
 * the sign-in check runs, <main>) with SERVER_SLOT where the page goes. The server draws the
 * public event page's card into it, so the bar is there at first paint and the app's first render
 * does not push the card down.
 */
export async function renderChrome(): Promise<string> {
  const chromeRoutes: RouteObject[] = [{ element: <RootLayout />, children: [{ path: '*', element: <div data-server-slot="" /> }] }];
  const markup = await renderRoute('/any-page', chromeRoutes);
  if (!markup.includes(SERVER_SLOT)) throw new Error('The layout template lost its slot');
  return markup;
}

const chromeTemplate = /\s*<template id="server-chrome">[\s\S]*?<\/template>/;

/** index.html with the layout in an inert <template> (never shown, never run), replacing an older one. */
export function withChromeTemplate(indexHtml: string, chrome: string): string {
  const clean = indexHtml.replace(chromeTemplate, '');
  return clean.replace('<div id="root"></div>', () => `<div id="root"></div>\n    <template id="server-chrome">${chrome}</template>`);
}

/**
 * The built stylesheet goes inline (about 9 KB gzipped): a first paint then waits for no other
 * request, which is what the server-drawn pages are for. Client-side navigation never fetches
 * HTML again, so the cost is paid once per full page load.
 */
export function inlineStylesheets(html: string, readAsset: (href: string) => string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (_tag, href: string) => {
    const css = readAsset(href);
    // A relative url() would resolve against the page instead of /assets/; none is expected.
    if (/<\/style|url\((?!["']?(data:|https?:|\/))/i.test(css)) throw new Error(`${href} cannot be inlined as it is`);
    return `<style>${css}</style>`;
  });
}

/** The built index.html with the route's markup inside the empty #root. */
export function fillShell(indexHtml: string, path: string, markup: string): string {
  const emptyRoot = '<div id="root"></div>';
  if (!indexHtml.includes(emptyRoot)) throw new Error('index.html has no empty <div id="root"></div> to fill');
  // A replacer function: `$&` or `$'` in the markup must stay literal.
  return indexHtml.replace(emptyRoot, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${path}">${markup}</div>`);
}

/**
 * A page whose first paint needs no JavaScript preloads none: main.tsx fetches the app right after
 * that paint, so the HTML has the connection to itself until then. The server does the same for
 * the event page (worker/features/events/event-shell.service.ts).
 */
export function withoutPreloads(html: string): string {
  return html.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * index.html (every client-rendered page) preloads the app's start and everything it imports, so
 * those pages fetch it in parallel with the entry, as before the entry loaded it dynamically. The
 * first-route size budget (scripts/check-size.ts) counts these preloads.
 */
export function preloadAppStart(indexHtml: string, manifest: Record<string, ManifestChunk>): string {
  const start = manifest['app/start.tsx'];
  if (!start) throw new Error('The build manifest has no app/start.tsx chunk');
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    // The entry is the page's own <script>; the chunks import its small preload helper back.
    if (!chunk.isEntry) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('app/start.tsx');
  const links = [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
  const clean = withoutPreloads(indexHtml);
  return clean.replace(/(<script type="module"[^>]*><\/script>)/, (tag: string) => `${tag}\n    ${links}`);
}

/** The landing page, ready to be written as landing.html (without the layout template, which only the server uses). */
export async function prerenderLanding(indexHtml: string): Promise<string> {
  return withoutPreloads(fillShell(indexHtml.replace(chromeTemplate, ''), '/', await renderRoute('/')));
}
