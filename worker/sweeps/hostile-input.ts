import { describe, expect, it } from 'vitest';
import { EMBED_SITE, sweepTargets, type SweepWorld, type Target } from '../testing/sweep-world.ts';
import type { TestApp } from '../testing/test-app.ts';
import { groupOf, type RouteGroup } from './route-table.ts';

/**
 * No request may produce a 5xx from its input alone. Every mutating endpoint gets a table of
 * hostile bodies (wrong types, arrays for objects, huge and odd strings, prototype keys), and
 * every field of a valid body is replaced by each hostile value in turn; paths, headers and
 * query strings get the same treatment. Anything >= 500 fails with the request that caused it.
 * Thousands of requests each: the timeouts are generous so a busy CI machine does not fail them.
 */

const huge = 'x'.repeat(70_000);
export const hostileValues: unknown[] = [
  null,
  true,
  -1,
  0,
  1e308,
  -1e308,
  1.5,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  '\u0000',
  '%00',
  '=cmd|" /C calc"!A1',
  '<script>alert(1)</script>',
  'a'.repeat(5000),
  '😀'.repeat(300),
  '\ud800',
  'e\u0301\u202e',
  '9999-99-99T99:99',
  '2026-02-30T10:00',
  '../../etc/passwd',
  'javascript:alert(1)',
  'http://169.254.169.254/latest/meta-data/',
  [],
  [null],
  ['x', 1, {}],
  {},
  { $gt: '' },
  { __proto__: { polluted: 1 } },
];

export const hostileBodies: (string | undefined)[] = [
  undefined,
  '',
  'null',
  '[]',
  '"text"',
  '123',
  '{',
  '{"a":1}{"b":2}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  JSON.stringify({ a: huge }),
  '\uFEFF{}',
  '\u0000',
];

function describeRequest(target: Target, body: string | undefined) {
  return `${target.method} ${target.path} ${body === undefined ? '(no body)' : body.slice(0, 120)}`;
}

/** The world's session for a target, and its guest link or embed headers. */
function auth(target: Target, w: SweepWorld): { token?: string; headers: Record<string, string> } {
  return { headers: { ...(target.guest ? { 'x-guest-token': w.guest.token } : {}), ...target.headers?.() }, ...(target.anonymous ? {} : { token: target.admin ? w.admin : w.ann }) };
}

/** Every hostile body, and the valid body with each field replaced by each hostile value, on each target; any 5xx is a failure. */
export async function hostileBodyFailures(t: TestApp, w: SweepWorld, targets: Target[]) {
  const failures: string[] = [];
  for (const target of targets) {
    const bodies: (string | undefined)[] = [...hostileBodies];
    for (const key of Object.keys(target.valid ?? {})) {
      for (const value of hostileValues) bodies.push(JSON.stringify({ ...target.valid, [key]: value }));
      bodies.push(JSON.stringify({ ...target.valid, [key]: undefined }));
    }
    bodies.push(JSON.stringify({ ...target.valid, extra: 1 }));
    for (const body of bodies) {
      const { token, headers } = auth(target, w);
      const response = await t.call(target.method, target.path, { body, headers: { 'content-type': 'application/json', ...headers }, ...(token ? { token } : {}) });
      if (response.status >= 500) failures.push(`${response.status} ${describeRequest(target, body)}`);
    }
  }
  return failures;
}

/**
 * Bodies that must be refused, not half-read or silently changed: a cross-site content type (415),
 * a chunked body over the limit (413), and text that could not be saved (400). None of them changes
 * anything, so this runs on the world before the hostile bodies above do.
 */
export async function refusedBodyFailures(t: TestApp, w: SweepWorld, targets: Target[]) {
  const failures: string[] = [];
  const expectStatus = (label: string, status: number, wanted: (status: number) => boolean) => {
    if (!wanted(status)) failures.push(`${status} ${label}`);
  };
  for (const target of targets) {
    // The webhook's body is the provider's raw signed text, not a JSON API body.
    if (target.path === '/api/payments/webhook' || !target.valid) continue;
    const { token, headers: extra } = auth(target, w);
    const headers = { ...extra, ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const label = `${target.method} ${target.path}`;
    const plain = await t.call(target.method, target.path, { body: JSON.stringify(target.valid), headers: { ...headers, 'content-type': 'text/plain' } });
    expectStatus(`${label} text/plain`, plain.status, (status) => status === 415 || status === 403 || status === 409);
    const chunked = await t.app.request(`http://127.0.0.1${target.path}`, {
      method: target.method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 200; i++) controller.enqueue(new TextEncoder().encode(`{"a":"${'x'.repeat(8 * 1024)}"}`));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    await t.settle();
    expectStatus(`${label} chunked 1.6 MB`, chunked.status, (status) => status === 413 || status === 403 || status === 409);
    for (const [key, value] of Object.entries(target.valid)) {
      if (typeof value !== 'string') continue;
      for (const bad of ['\u0000', '\ud800', '\u0007']) {
        const response = await t.call(target.method, target.path, { json: { ...target.valid, [key]: `${value}${bad}` }, headers });
        expectStatus(`${label} ${key}+${JSON.stringify(bad)}`, response.status, (status) => status >= 400 && status < 500);
      }
    }
  }
  return failures;
}

/** Odd paths, ids, headers and query strings, on reads and writes alike: a fixed list, not the route table's. */
function oddRequests(w: SweepWorld) {
  const e = `/api/events/${w.event.id}`;
  const ids = ['%00', '%ff', '%c3%28', '..%2f..%2f', 'x'.repeat(5000), '%F0%9F%98%80', "'%20or%201=1--", '%25', 'null', '__proto__'];
  const requests: { method: string; path: string; headers?: Record<string, string> }[] = [];
  for (const id of ids) {
    requests.push(
      { method: 'GET', path: `/api/events/${id}` },
      { method: 'PATCH', path: `/api/events/${id}` },
      { method: 'GET', path: `/api/public/events/${id}` },
      { method: 'GET', path: `/api/public/events/${id}/calendar.ics` },
      { method: 'PATCH', path: `${e}/guests/${id}` },
      { method: 'DELETE', path: `${e}/guests/${id}` },
      { method: 'GET', path: `${e}/guests/${id}/link` },
      { method: 'PATCH', path: `${e}/wishlist/items/${id}` },
      { method: 'DELETE', path: `${e}/wishlist/items/${id}` },
      { method: 'PUT', path: `${e}/wishlist/assignment/${id}` },
      { method: 'DELETE', path: `${e}/wishlist/assignment/${id}` },
      { method: 'PUT', path: `${e}/guests/${id}/band` },
      { method: 'DELETE', path: `${e}/comments/${id}` },
      { method: 'DELETE', path: `${e}/cohosts/${id}` },
      { method: 'GET', path: `/api/${id}` },
      { method: 'GET', path: `/e/${id}` },
      { method: 'GET', path: `/api/events/${id}/album` },
      { method: 'GET', path: `/api/upload-portal/${id}` },
      { method: 'POST', path: `/api/upload-portal/${id}/uploaders` },
      { method: 'GET', path: `/api/upload-portal/${id}/uploads`, headers: { 'x-uploader-key': id } },
      { method: 'GET', path: '/api/guest-upload', headers: { 'x-guest-token': id } },
      { method: 'GET', path: `${e}/album/items?status=${id}&cursor=${id}` },
      { method: 'PATCH', path: `${e}/album/items/${id}` },
      { method: 'DELETE', path: `${e}/album/items/${id}` },
      { method: 'GET', path: `${e}/album/items/${id}/reports` },
      { method: 'GET', path: `/api/gallery/${id}`, headers: { 'x-guest-token': id, 'x-uploader-key': id } },
      { method: 'DELETE', path: `/api/album-items/${id}`, headers: { 'x-guest-token': id } },
      { method: 'POST', path: `/api/album-items/${id}/report` },
      { method: 'POST', path: `/api/album-items/${id}/poster` },
      { method: 'GET', path: `/album-media/${id}/thumb?a=${id}&x=${id}&s=${id}` },
      { method: 'GET', path: `/album-media/${w.albumItemId}/${id}?a=v&x=99999999999999&s=${id}`, headers: { range: `bytes=${id}` } },
      { method: 'POST', path: '/api/album-uploads', headers: { 'tus-resumable': '1.0.0', 'upload-length': id, 'x-upload-portal': id, 'upload-metadata': `filename ${id}` } },
      { method: 'POST', path: '/api/album-uploads', headers: { 'tus-resumable': '1.0.0', 'upload-length': '100', 'x-guest-token': w.guest.token, 'upload-metadata': `filename ${id},event ${id}` } },
      { method: 'HEAD', path: `/api/album-uploads/${id}`, headers: { 'tus-resumable': '1.0.0', 'x-guest-token': w.guest.token } },
      { method: 'PATCH', path: `/api/album-uploads/${id}`, headers: { 'tus-resumable': '1.0.0', 'upload-offset': id, 'content-type': 'application/offset+octet-stream' } },
      { method: 'GET', path: `${e}/guests?status=${id}&q=${id}` },
      { method: 'GET', path: '/api/gift', headers: { 'x-guest-token': id } },
      { method: 'GET', path: '/api/gift/pots', headers: { 'x-guest-token': id } },
      { method: 'GET', path: `/api/public/events/${id}/pots` },
      { method: 'GET', path: `/api/birthday-board?month=${id}` },
      { method: 'GET', path: `/api/birthday-board/gifts/${id}` },
      { method: 'POST', path: `/api/birthday-board/gifts/${id}/messages` },
      { method: 'POST', path: `/api/birthday-board/gifts/${id}/reveal` },
      { method: 'PATCH', path: `${e}/pots/${id}` },
      { method: 'POST', path: `${e}/contributions/${id}/refund` },
      { method: 'GET', path: `/api/pots/${id}` },
      { method: 'POST', path: `/api/pots/${id}/contributions`, headers: { 'x-guest-token': id } },
      { method: 'GET', path: `/api/contributions/${id}` },
      { method: 'POST', path: `/api/contributions/${id}/cancel` },
      { method: 'GET', path: `/api/billing/purchases/${id}` },
      { method: 'GET', path: `/api/payments/demo/checkout/${id}` },
      { method: 'POST', path: `/api/payments/demo/checkout/${id}/cancel` },
      { method: 'GET', path: `/api/payments/demo/connect/${id}` },
      { method: 'POST', path: `/api/payments/demo/connect/${id}/complete` },
      { method: 'POST', path: '/api/payments/webhook', headers: { 'stripe-signature': id, 'cakeday-demo-signature': id } },
      { method: 'GET', path: `/api/public/events/${w.event.slug}`, headers: { 'x-guest-token': id } },
      { method: 'GET', path: `/api/messages/conversations/${id}` },
      { method: 'GET', path: `/api/messages/conversations/${w.conversationId}?before=${id}` },
      { method: 'PATCH', path: `/api/messages/conversations/${id}` },
      { method: 'POST', path: `/api/messages/conversations/${id}/messages` },
      { method: 'PATCH', path: `/api/messages/conversations/${w.conversationId}/messages/${id}` },
      { method: 'DELETE', path: `/api/messages/conversations/${w.conversationId}/messages/${id}` },
      { method: 'POST', path: `/api/messages/conversations/${id}/read` },
      { method: 'POST', path: `/api/messages/conversations/${id}/block` },
      { method: 'POST', path: `/api/messages/conversations/${id}/report` },
      { method: 'DELETE', path: `/api/messages/blocks/${id}` },
      { method: 'GET', path: `/api/messages/sync?after=${id}` },
      { method: 'GET', path: `/api/messages?archived=${id}` },
      { method: 'GET', path: `/api/admin/reports?status=${id}` },
      { method: 'GET', path: `/api/forum/posts?sort=${id}&t=${id}&topic=${id}&q=${id}&cursor=${id}` },
      { method: 'GET', path: `/api/forum/posts?q=${id}&cursor=1e400_${id}` },
      { method: 'GET', path: `/api/forum/posts/${id}?sort=${id}&comment=${id}` },
      { method: 'GET', path: `/api/forum/posts/${w.forumPostId}?comment=${id}` },
      { method: 'PATCH', path: `/api/forum/posts/${id}` },
      { method: 'DELETE', path: `/api/forum/posts/${id}` },
      { method: 'PUT', path: `/api/forum/posts/${id}/vote` },
      { method: 'POST', path: `/api/forum/posts/${id}/comments` },
      { method: 'POST', path: `/api/forum/posts/${id}/report` },
      { method: 'PATCH', path: `/api/forum/comments/${id}` },
      { method: 'DELETE', path: `/api/forum/comments/${id}` },
      { method: 'PUT', path: `/api/forum/comments/${id}/vote` },
      { method: 'POST', path: `/api/forum/comments/${id}/report` },
      { method: 'POST', path: `/api/forum/mod/reports/${id}/dismiss` },
      { method: 'POST', path: `/api/forum/mod/posts/${id}/remove` },
      { method: 'POST', path: `/api/forum/mod/comments/${id}/remove` },
      { method: 'POST', path: `/api/forum/mod/posts/${id}/lock` },
      { method: 'POST', path: `/api/forum/mod/posts/${id}/pin` },
      { method: 'DELETE', path: `/api/forum/mod/bans/${id}` },
      { method: 'DELETE', path: `/api/forum/moderators/${id}` },
      { method: 'GET', path: `/api/forum/mod-log?before=${id}` },
      { method: 'GET', path: '/api/forum/mod/queue' },
      { method: 'GET', path: '/api/forum/mod/bans' },
      { method: 'GET', path: '/api/forum/moderators' },
      { method: 'GET', path: '/api/forum/me' },
      { method: 'GET', path: `/media/${id}` },
      { method: 'GET', path: `/media/images/${id}/small.webp` },
      { method: 'POST', path: `/api/embed/keys/${id}/revoke` },
      { method: 'GET', path: `/api/blog/posts?page=${id}&tag=${id}` },
      { method: 'GET', path: `/api/blog/posts/${id}` },
      { method: 'GET', path: `/api/admin/blog/posts/${id}` },
      { method: 'PATCH', path: `/api/admin/blog/posts/${id}` },
      { method: 'DELETE', path: `/api/admin/blog/posts/${id}` },
      { method: 'GET', path: `/blog/${id}` },
      { method: 'GET', path: `/blog/feed.xml?x=${id}`, headers: { 'if-none-match': id } },
      { method: 'GET', path: `/sitemap.xml?x=${id}` },
      { method: 'GET', path: `/api/bookings/${id}` },
      { method: 'GET', path: `/api/venues/${id}/reviews` },
      { method: 'POST', path: `/api/bookings/${id}/pay` },
      { method: 'GET', path: `/api/venues/${id}/availability?month=${id}` },
      { method: 'GET', path: `/api/venues/${w.venueId}/availability?month=2026-12` },
      { method: 'GET', path: `/api/venues/${id}/quote?date=${id}&startMinute=${id}&endMinute=1e400&guests=-0` },
      { method: 'GET', path: `/api/embed/v1/rsvp?key=${id}&event=${id}`, headers: { origin: id } },
      { method: 'GET', path: `/api/embed/v1/rsvp?key=${w.embedKey}&event=${id}`, headers: { origin: EMBED_SITE, 'x-guest-token': id } },
      { method: 'OPTIONS', path: `/api/embed/v1/rsvp?key=${id}`, headers: { origin: EMBED_SITE } },
      { method: 'POST', path: `/api/embed/v1/rsvp?key=${w.embedKey}`, headers: { origin: id } },
      { method: 'GET', path: `/api/embed/v1/contribution?key=${w.fundKey}&pot=${id}`, headers: { origin: EMBED_SITE, 'x-guest-token': id } },
      { method: 'GET', path: `/api/embed/v1/contribution/${id}?key=${w.fundKey}`, headers: { origin: EMBED_SITE, 'x-guest-token': w.guest.token } },
      { method: 'GET', path: `/api/embed/v1/contribution/${w.contributionId}?key=${id}`, headers: { origin: id, 'x-guest-token': id } },
      { method: 'GET', path: `/api/embed/v1/venue?key=${w.venueKey}&venue=${id}`, headers: { origin: EMBED_SITE } },
      { method: 'GET', path: `/api/embed/v1/venue?key=${id}`, headers: { origin: id } },
      { method: 'GET', path: `/api/embed/v1/venue/${id}/availability?key=${w.venueKey}&month=${id}`, headers: { origin: EMBED_SITE } },
      { method: 'GET', path: `/api/embed/v1/venue/${w.venueId}/availability?key=${w.venueKey}&month=${id}`, headers: { origin: EMBED_SITE } },
      { method: 'GET', path: `/api/embed/v1/venue/${w.venueId}/quote?key=${w.venueKey}&date=${id}&startMinute=${id}&endMinute=1e400&guests=-0`, headers: { origin: EMBED_SITE } },
      { method: 'GET', path: `/api/embed/v1/venue/${w.venueId}/quote?key=${w.venueKey}&date=2030-06-08&startMinute=840&endMinute=960&guests=${id}`, headers: { origin: EMBED_SITE } },
      { method: 'GET', path: `/api/embed/v1/venue/booking/${id}?key=${w.venueKey}`, headers: { origin: EMBED_SITE } },
      { method: 'GET', path: `/api/embed/venue-return?key=${id}&origin=${id}&venue=${id}` },
      { method: 'GET', path: `/api/embed/venue-return?key=${w.venueKey}&origin=${EMBED_SITE}&venue=${id}` },
      { method: 'GET', path: `/api/embed/sessions/preview?key=${id}&origin=${id}` },
      { method: 'GET', path: `/api/embed/sessions/preview?key=${w.sellerKey}&origin=${id}` },
      { method: 'GET', path: `/api/embed/v1/wishlist?key=${id}`, headers: { origin: id } },
      { method: 'GET', path: `/api/embed/v1/wishlist/events?key=${w.sellerKey}`, headers: { origin: EMBED_SITE, 'x-embed-session': id } },
      { method: 'GET', path: `/api/embed/v1/wishlist/events?key=${id}`, headers: { origin: EMBED_SITE, 'x-embed-session': w.embedSession } },
      { method: 'POST', path: `/api/embed/v1/wishlist/sign-out?key=${w.sellerKey}`, headers: { origin: EMBED_SITE, 'x-embed-session': id } },
      { method: 'GET', path: `/api/embed/v1/rsvp/gift?key=${w.embedKey}&event=${id}`, headers: { origin: EMBED_SITE, 'x-guest-token': id } },
      { method: 'GET', path: `/api/embed/v1/rsvp/gift?key=${id}`, headers: { origin: id, 'x-guest-token': w.guest.token } },
      { method: 'POST', path: `/api/embed/v1/rsvp/gift/bought?key=${w.embedKey}&event=${id}`, headers: { origin: EMBED_SITE, 'x-guest-token': id } },
    );
  }
  requests.push(
    { method: 'GET', path: `/api/${'a/'.repeat(5000)}` },
    { method: 'GET', path: `${e}/guests?status=going&status=maybe` },
    { method: 'GET', path: `${e}/guests/export.csv?x=${'%ff'.repeat(100)}` },
    { method: 'GET', path: '/api/venues?city=Austin&city=Denver&guests=1e3&minPrice=0x10&date=2026-12-12&start=24:00&end=24:00' },
    { method: 'GET', path: '/api/venues?date=2999-12-31&start=00:00&end=24:00&sort=price&page=500&limit=48' },
    // A date without a window reads the day's bookings of each venue (the fully-booked check).
    { method: 'GET', path: `/api/venues?date=2026-12-05&city=${encodeURIComponent("' OR 1=1 --")}&type=pool&guests=9999999999` },
    { method: 'GET', path: '/api/venues?date=2026-12-05&sort=newest&page=999999&limit=48' },
    { method: 'GET', path: '/api/auth/user', headers: { authorization: `Bearer ${'a'.repeat(10_000)}` } },
    { method: 'GET', path: '/api/auth/user', headers: { authorization: 'Bearer' } },
    { method: 'GET', path: '/api/auth/user', headers: { cookie: 'cakeday_session=%ff%fe; other=%' } },
    { method: 'POST', path: '/api/email-auth/logout', headers: { cookie: 'cakeday_session=abc', origin: 'null' } },
    { method: 'POST', path: '/api/email-auth/logout', headers: { cookie: 'cakeday_session=abc', origin: 'not a url' } },
    { method: 'POST', path: '/api/email-auth/login', headers: { 'content-length': 'abc', 'content-type': 'text/plain' } },
    { method: 'POST', path: '/api/webhooks/twilio/status' },
  );
  return requests;
}

export async function oddRequestFailures(t: TestApp, w: SweepWorld) {
  const failures: string[] = [];
  for (const request of oddRequests(w)) {
    const response = await t.call(request.method, request.path, {
      token: w.ann,
      headers: request.headers ?? {},
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : '{"title":"x"}',
    });
    if (response.status >= 500) failures.push(`${response.status} ${request.method} ${request.path.slice(0, 120)} ${JSON.stringify(request.headers ?? {}).slice(0, 80)}`);
  }
  return failures;
}

/**
 * The hostile-input sweep in a file: its groups' lines of sweepTargets(), in the list's order (which
 * keeps the world usable), on the file's world; `oddRequests` adds the fixed list of odd paths and
 * headers. What changes nothing runs first, the hostile bodies last.
 */
export function sweepHostileInput(world: () => { t: TestApp; w: SweepWorld }, groups: readonly RouteGroup[], options: { oddRequests?: boolean } = {}) {
  const targetsOf = (w: SweepWorld) => sweepTargets(w).filter((target) => groups.includes(groupOf(target.path)!));
  describe(`hostile input on ${groups.join(', ')} never produces a 5xx`, () => {
    it('refuses a cross-site content type (415), a chunked body over the limit (413), and text that could not be saved (400) on every endpoint', async () => {
      const { t, w } = world();
      expect(targetsOf(w).length).toBeGreaterThan(0);
      expect(await refusedBodyFailures(t, w, targetsOf(w))).toEqual([]);
    }, 300_000);

    if (options.oddRequests) {
      it('odd paths, ids, headers and query strings', async () => {
        const { t, w } = world();
        expect(await oddRequestFailures(t, w)).toEqual([]);
      }, 300_000);
    }

    it('bodies of every shape on every mutating endpoint', async () => {
      const { t, w } = world();
      expect(await hostileBodyFailures(t, w, targetsOf(w))).toEqual([]);
    }, 300_000);
  });
}
