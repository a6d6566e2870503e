import { Hono } from 'hono';
import type { Result, Router } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';
import { describe, expect, it } from 'vitest';
import { RememberingRouter } from './app-router.ts';

/** A TrieRouter that counts the matches it is asked for. */
class CountingRouter<T> implements Router<T> {
  readonly name = 'Counting';
  readonly inner = new TrieRouter<T>();
  calls = 0;
  add(method: string, path: string, handler: T): void {
    this.inner.add(method, path, handler);
  }
  match(method: string, path: string): Result<T> {
    this.calls += 1;
    return this.inner.match(method, path);
  }
}

/** The handlers and parameters of a match, as Hono reads them (no stash: TrieRouter's shape). */
function handlersAndParams(result: Result<string>) {
  return result[0].map(([handler, params]) => [handler, { ...(params as Record<string, string>) }]);
}

describe('RememberingRouter', () => {
  it('answers what its router answers, matching a method and path once', () => {
    const counting = new CountingRouter<string>();
    const router = new RememberingRouter(counting);
    router.add('ALL', '*', 'everything');
    router.add('GET', '/events/:id', 'event');
    router.add('GET', '/events/:id/guests/:guestId/link', 'link');
    router.add('GET', '/events/:id/guests/import', 'import');
    const reference = new TrieRouter<string>();
    for (const [method, path, handler] of [['ALL', '*', 'everything'], ['GET', '/events/:id', 'event'], ['GET', '/events/:id/guests/:guestId/link', 'link'], ['GET', '/events/:id/guests/import', 'import']] as const) reference.add(method, path, handler);

    for (const path of ['/events/7', '/events/8', '/events/7/guests/import', '/events/7/guests/12/link', '/nothing']) {
      expect(handlersAndParams(router.match('GET', path))).toEqual(handlersAndParams(reference.match('GET', path)));
    }
    expect(counting.calls).toBe(5);
    // Each path again, and a POST to one of them: only the POST is new.
    expect(handlersAndParams(router.match('GET', '/events/7'))).toEqual([['everything', {}], ['event', { id: '7' }]]);
    expect(handlersAndParams(router.match('GET', '/events/8'))).toEqual([['everything', {}], ['event', { id: '8' }]]);
    expect(handlersAndParams(router.match('GET', '/events/7/guests/12/link'))).toEqual([['everything', {}], ['link', { id: '7', guestId: '12' }]]);
    expect(handlersAndParams(router.match('POST', '/events/7'))).toEqual([['everything', {}]]);
    expect(counting.calls).toBe(6);
  });

  it('matches long paths every time and keeps at most a thousand matches, the oldest going first', () => {
    const counting = new CountingRouter<string>();
    const router = new RememberingRouter(counting);
    router.add('GET', '/items/:id', 'item');
    const long = `/items/${'x'.repeat(300)}`;
    router.match('GET', long);
    router.match('GET', long);
    expect(counting.calls).toBe(2);

    router.match('GET', '/items/first');
    for (let id = 0; id < 999; id += 1) router.match('GET', `/items/${id}`);
    const before = counting.calls;
    router.match('GET', '/items/first'); // still among the last thousand
    expect(counting.calls).toBe(before);
    router.match('GET', '/items/one-more'); // the thousand-and-first: /items/first goes
    router.match('GET', '/items/first');
    expect(counting.calls).toBe(before + 2);
  });

  it('forgets what it matched when a route is added', () => {
    const router = new RememberingRouter(new CountingRouter<string>());
    router.add('GET', '/a/:id', 'param');
    expect(handlersAndParams(router.match('GET', '/a/b'))).toEqual([['param', { id: 'b' }]]);
    router.add('GET', '/a/b', 'static');
    expect(handlersAndParams(router.match('GET', '/a/b')).map(([handler]) => handler)).toEqual(['param', 'static']);
  });

  it('serves an app whose routes RegExpRouter refuses (a parameter beside a static sibling), request after request', async () => {
    const app = new Hono({ router: new RememberingRouter() });
    app.get('/events/:id/guests/import', (c) => c.text(`import into ${c.req.param('id')}`));
    app.get('/events/:id/guests/:guestId/link', (c) => c.text(`link of ${c.req.param('guestId')} at ${c.req.param('id')}`));
    for (let round = 0; round < 2; round += 1) {
      expect(await (await app.request('/events/3/guests/import')).text()).toBe('import into 3');
      expect(await (await app.request('/events/3/guests/9/link')).text()).toBe('link of 9 at 3');
      expect(await (await app.request('/events/4/guests/10/link')).text()).toBe('link of 10 at 4');
      expect(await (await app.request('/events/%20x/guests/10/link')).text()).toBe('link of 10 at  x');
      expect((await app.request('/events/3/guests/9/link', { method: 'POST' })).status).toBe(404);
    }
  });
});
