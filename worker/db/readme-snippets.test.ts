import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../services/password.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { seedDemoData } from './seed.ts';

/**
 * The README's widget snippets are meant to work as pasted against `npm start`: every key, pot and
 * event they name must be in the freshly seeded demo data, and each widget's API must answer them
 * for a local page. A snippet that names something the demo does not have fails here.
 */
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const section = readme.slice(readme.indexOf('## Embedding a widget'), readme.indexOf('\n## ', readme.indexOf('## Embedding a widget') + 1));
const snippets = [...section.matchAll(/```html\n([\s\S]*?)```/g)].map((match) => match[1]!);

interface Mount {
  widget: string;
  key?: string;
  pot?: string;
  event?: string;
}

/** Every widget a snippet mounts: `data-cakeday-widget` elements, `<cakeday-widget>` and `Cakeday('mount', …)`. */
function mountsOf(snippet: string): Mount[] {
  const mounts: Mount[] = [];
  for (const [tag] of snippet.matchAll(/<(?:div|cakeday-widget)\b[^>]*>/g)) {
    const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    const widget = attribute('data-cakeday-widget') ?? (tag.startsWith('<cakeday-widget') ? attribute('name') : undefined);
    if (!widget) continue;
    mounts.push({ widget, key: attribute('data-key') ?? attribute('key'), pot: attribute('data-pot') ?? attribute('pot'), event: attribute('data-event') ?? attribute('event') });
  }
  for (const [, body] of snippet.matchAll(/Cakeday\('mount', (\{.*\})\);/g)) {
    const field = (name: string) => new RegExp(`${name}: '([^']*)'`).exec(body!)?.[1];
    mounts.push({ widget: field('widget')!, key: field('key'), pot: field('pot'), event: field('event') });
  }
  return mounts;
}

const apiPaths: Record<string, string> = { rsvp: 'rsvp', contribution: 'contribution', 'venue-search': 'venue', 'wishlist-add': 'wishlist' };

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('README widget snippets', () => {
  it('are found, each with a widget', () => {
    expect(snippets.length).toBeGreaterThanOrEqual(5);
    for (const snippet of snippets) expect(mountsOf(snippet).length, snippet).toBeGreaterThan(0);
    expect(new Set(snippets.flatMap(mountsOf).map((mount) => mount.widget))).toEqual(new Set(Object.keys(apiPaths)));
  });

  it('name only keys, pots and events the demo data has, and each widget’s API answers them on a local page', async () => {
    expect(await seedDemoData(t.db, { hashPassword, guestLinkSecret: t.env.GUEST_LINK_SECRET!, now: t.clock.now() })).toBe(true);
    for (const snippet of snippets) {
      // The script comes from the server `npm start` runs, not from a placeholder host.
      for (const [, src] of snippet.matchAll(/<script[^>]* src="([^"]*)"/g)) expect(src).toBe('http://127.0.0.1:8787/sdk/v1/cakeday.js');
      for (const mount of mountsOf(snippet)) {
        expect(mount.key, `${mount.widget} in:\n${snippet}`).toMatch(/^ck_pub_[A-Za-z0-9_]+$/);
        const query = new URLSearchParams({ key: mount.key! });
        if (mount.pot) query.set('pot', mount.pot);
        if (mount.event) query.set('event', mount.event);
        const answer = await t.call('GET', `/api/embed/v1/${apiPaths[mount.widget]}?${query}`, { headers: { origin: 'http://localhost:5500' } });
        expect(answer.status, `${mount.widget} ${query}: ${JSON.stringify(answer.data)}`).toBe(200);
      }
    }
  });
});
