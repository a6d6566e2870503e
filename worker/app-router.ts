import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';

/** Paths longer than this are matched every time (a crawler's long URLs never fill the memory). */
const REMEMBERED_PATH_MAX = 256;
/** How many method-and-path matches are kept; past it the oldest goes first. */
const REMEMBERED_MATCHES = 1000;

/**
 * Hono's own choice of router (RegExpRouter, else TrieRouter), with the last matches remembered by
 * method and path. RegExpRouter refuses six of this app's routes next to their static siblings
 * (e.g. `/api/events/:id/guests/:guestId/link`; performance archive, 2026-11-26), so Hono settles
 * on the TrieRouter, which splits the path and walks its tree on every request: about 4 µs, the
 * largest single piece of a cheap answer's own work. The same few paths come back all the time (an
 * event's page, a guest's link, the signed-in user), and the routes never change once the app is
 * built, so a path's match is the same each time: remembered, it costs one Map lookup. The match
 * holds only the handlers and the path's parameters, which Hono reads and never writes.
 */
export class RememberingRouter<T> implements Router<T> {
  readonly name: string;
  private readonly matches = new Map<string, Result<T>>();

  constructor(private readonly inner: Router<T> = new SmartRouter<T>({ routers: [new RegExpRouter<T>(), new TrieRouter<T>()] })) {
    this.name = `Remembering ${inner.name}`;
  }

  add(method: string, path: string, handler: T): void {
    this.matches.clear();
    this.inner.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    if (path.length > REMEMBERED_PATH_MAX) return this.inner.match(method, path);
    const key = `${method} ${path}`;
    const known = this.matches.get(key);
    if (known) return known;
    const result = this.inner.match(method, path);
    if (this.matches.size >= REMEMBERED_MATCHES) this.matches.delete(this.matches.keys().next().value!);
    this.matches.set(key, result);
    return result;
  }
}
