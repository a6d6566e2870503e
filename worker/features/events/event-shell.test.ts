import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const shell = `<!doctype html><html><head>
<title>Everything You Need for the Perfect Birthday Party | Cakeday</title>
<meta name="description" content="landing" />
<meta property="og:title" content="landing" />
<meta property="og:description" content="landing" />
</head><body><div id="root"></div></body></html>`;

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
  return created.data.event as { slug: string };
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

  it('keeps $ in a title literal: replacement patterns like $1, $& or $\' never splice the page into itself', async () => {
    const title = `Ben's $10 party $2 onmouseover=x $' $& $\` $$`;
    const event = await createEvent({ title, coverImageUrl: 'https://img.example/$&.jpg' });
    const html = await (await t.app.request(`http://127.0.0.1/e/${event.slug}`)).text();
    const escaped = `Ben's $10 party $2 onmouseover=x $' $&amp; $\` $$ | Cakeday`;
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${escaped}" />`);
    expect(html).toContain('<meta property="og:image" content="https://img.example/$&amp;.jpg" />');
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html.match(/<meta /g)).toHaveLength(6);
  });

  it('answers an unknown slug with the plain page and a 404', async () => {
    const response = await t.app.request('http://127.0.0.1/e/no-such-party');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<title>Everything You Need');
  });
});
