import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const shell = `<!doctype html><html><head>
<title>Everything You Need for the Perfect Birthday Party | Cakeday</title>
<meta name="description" content="landing" />
<meta property="og:title" content="landing" />
<meta property="og:description" content="landing" />
<script type="module" crossorigin src="/assets/index.js"></script>
<link rel="modulepreload" crossorigin href="/assets/chunk.js">
</head><body><div id="root"></div>
<template id="server-chrome"><header><nav aria-label="Main">Cakeday</nav></header><main id="main"><div data-server-slot=""></div></main></template>
</body></html>`;

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ appShell: async () => shell });
});
afterEach(() => t.close());

async function createEvent(fields: Record<string, unknown>) {
  const { token } = (await t.call('POST', '/api/email-auth/register', { json: { name: 'Host', email: 'host@example.com', password: 'violet-otter-42' } })).data;
  const created = await t.call('POST', '/api/events', {
    token,
    json: { timeZone: 'America/Chicago', startsAt: '2026-12-05T14:00', endsAt: '2026-12-05T17:00', location: '12 Secret Lane', ...fields },
  });
  expect(created.status).toBe(201);
  return created.data.event as { slug: string; id: string };
}

/** What the server drew inside #root. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  return html.slice(start, html.indexOf('</body>'));
}

describe('GET /e/:slug share preview', () => {
  it('puts the event title, date and cover into the page head, escaped, without the location', async () => {
    const event = await createEvent({ title: 'Maya "turns" <7>', celebrantName: 'Maya', coverImageUrl: 'https://img.example/cake.jpg' });
    const response = await t.app.request(`http://127.0.0.1/e/${event.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Maya &quot;turns&quot; &lt;7&gt; | Cakeday</title>');
    expect(html).toContain('<meta property="og:title" content="Maya &quot;turns&quot; &lt;7&gt; | Cakeday" />');
    expect(html).toContain('Sat, Dec 5, 2026, 2:00 PM CST · Celebrating Maya');
    expect(html).toContain('<meta property="og:image" content="https://img.example/cake.jpg" />');
    expect(html).not.toContain('Secret Lane');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it("keeps $ in a title literal: replacement patterns like $1, $& or $' never splice the page into itself", async () => {
    const title = `Ben's $10 party $2 onmouseover=x $' $& $\` $$`;
    const event = await createEvent({ title, coverImageUrl: 'https://img.example/$&.jpg' });
    const html = await (await t.app.request(`http://127.0.0.1/e/${event.slug}`)).text();
    const escaped = `Ben's $10 party $2 onmouseover=x $' $&amp; $\` $$ | Cakeday`;
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${escaped}" />`);
    expect(html).toContain('<meta property="og:image" content="https://img.example/$&amp;.jpg" />');
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html.match(/<meta /g)).toHaveLength(6);
    expect(html).toContain(`<h1 class="mt-1 text-3xl font-extrabold break-words sm:text-4xl">${title.replaceAll('&', '&amp;').replaceAll("'", '&#39;')}</h1>`);
  });

  it('answers an unknown slug with the plain page and a 404', async () => {
    const response = await t.app.request('http://127.0.0.1/e/no-such-party');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<title>Everything You Need');
  });
});

describe('GET /e/:slug first paint: the event card drawn by the server', () => {
  it('draws the title, celebrant, hosts and the date in the event zone inside the app layout', async () => {
    const event = await createEvent({ title: 'Maya turns 7', celebrantName: 'Maya', celebrantAge: 7 });
    const html = await (await t.app.request(`http://127.0.0.1/e/${event.slug}`)).text();
    const root = rootOf(html);
    expect(root).toMatch(/^<div id="root"><header><nav aria-label="Main">Cakeday<\/nav><\/header><main id="main"><div data-server-card="">/);
    expect(root).toContain('<h1 class="mt-1 text-3xl font-extrabold break-words sm:text-4xl">Maya turns 7</h1>');
    expect(root).toContain('Celebrating Maya · turning 7');
    expect(root).toContain('Hosted by Host');
    expect(root).toContain('Sat, Dec 5, 2026, 2:00 PM CST – 5:00 PM CST');
    expect(root).toContain(`href="/api/public/events/${event.slug}/calendar.ics"`);
    // The template itself stays as it was, for the next page.
    expect(html).toContain('<template id="server-chrome">');
    // Nothing in the first paint needs the app: the entry fetches it after the paint, nothing is preloaded.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js">');
    expect(html).not.toContain('modulepreload');
  });

  it('escapes a hostile title, celebrant and cover: nothing becomes markup', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const event = await createEvent({ title: hostile, celebrantName: '"><script>alert(2)</script>', coverImageUrl: 'https://img.example/a.jpg?x="onload="alert(3)' });
    const html = await (await t.app.request(`http://127.0.0.1/e/${event.slug}`)).text();
    const root = rootOf(html);
    expect(root).toContain('<h1 class="mt-1 text-3xl font-extrabold break-words sm:text-4xl">&lt;img src=x onerror=alert(1)&gt;</h1>');
    expect(root).toContain('Celebrating &quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(root).toContain('src="https://img.example/a.jpg?x=&quot;onload=&quot;alert(3)"');
    expect(root).toContain('alt="Cover for &lt;img src=x onerror=alert(1)&gt;"');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('"onload="');
    // Exactly one element-opening <img (the escaped cover) in the page.
    expect(html.match(/<img /g)).toHaveLength(1);
  });

  it('never shows the address: a visitor sees that it is for invited guests', async () => {
    const event = await createEvent({ title: 'Garden party' });
    const html = await (await t.app.request(`http://127.0.0.1/e/${event.slug}`)).text();
    expect(html).not.toContain('Secret Lane');
    expect(rootOf(html)).toContain('The address is shared with invited guests.');
    // The calendar links are the visitor's too: no location in them either.
    expect(decodeURIComponent(html)).not.toMatch(/Secret\+?\s?Lane/);
  });

  it('draws the same page for a guest link, the host and a stranger: ?g= and the session change nothing', async () => {
    const event = await createEvent({ title: 'Same for all' });
    const host = (await t.call('POST', '/api/email-auth/login', { json: { email: 'host@example.com', password: 'violet-otter-42' } })).data.token as string;
    const added = await t.call('POST', `/api/events/${event.id}/guests`, { token: host, json: { name: 'Gus', email: 'gus@example.com' } });
    expect(added.status).toBe(201);
    const guestToken = new URL(added.data.link).searchParams.get('g')!;
    // The public API does show the guest the address: the server page must not.
    const apiForGuest = await t.call('GET', `/api/public/events/${event.slug}`, { headers: { 'x-guest-token': guestToken } });
    expect(apiForGuest.data.location).toBe('12 Secret Lane');

    const page = async (query: string, headers: Record<string, string> = {}) => {
      const response = await t.app.request(`http://127.0.0.1/e/${event.slug}${query}`, { headers });
      expect(response.status).toBe(200);
      return response.text();
    };
    const visitor = await page('');
    expect(await page(`?g=${guestToken}`)).toBe(visitor);
    expect(await page('?g=not-a-token')).toBe(visitor);
    expect(await page('', { authorization: `Bearer ${host}` })).toBe(visitor);
    expect(await page(`?g=${guestToken}`, { 'x-guest-token': guestToken, cookie: `session=${host}` })).toBe(visitor);
    expect(visitor).not.toContain('Secret Lane');
    expect(visitor).not.toContain('Gus');
  });

  it('says so when the event is cancelled and offers no calendar links', async () => {
    const event = await createEvent({ title: 'Called off' });
    const host = (await t.call('POST', '/api/email-auth/login', { json: { email: 'host@example.com', password: 'violet-otter-42' } })).data.token as string;
    expect((await t.call('POST', `/api/events/${event.id}/cancel`, { token: host, json: {} })).status).toBe(200);
    const root = rootOf(await (await t.app.request(`http://127.0.0.1/e/${event.slug}`)).text());
    expect(root).toContain('This event has been cancelled.');
    expect(root).not.toContain('Add to Google Calendar');
  });

  it('draws the card alone when the build has no layout template', async () => {
    const bare = await createTestApp({ appShell: async () => shell.replace(/<template[\s\S]*<\/template>/, '') });
    try {
      const { token } = (await bare.call('POST', '/api/email-auth/register', { json: { name: 'Host', email: 'h2@example.com', password: 'violet-otter-42' } })).data;
      const created = await bare.call('POST', '/api/events', {
        token,
        json: { title: 'No template', timeZone: 'UTC', startsAt: '2026-12-05T14:00', endsAt: '2026-12-05T17:00' },
      });
      const html = await (await bare.app.request(`http://127.0.0.1/e/${created.data.event.slug}`)).text();
      expect(rootOf(html)).toMatch(/^<div id="root"><div data-server-card=""><div class="mx-auto max-w-5xl px-4 py-8">/);
    } finally {
      await bare.close();
    }
  });
});
