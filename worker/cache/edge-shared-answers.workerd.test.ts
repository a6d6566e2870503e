/** The Workers side of the shared public answers: the data centre's Cache API inside workerd. */
import { describe, expect, it } from 'vitest';
import { call } from '../testing/workerd/runtime/worker-client.ts';
import { EDGE_ANSWER_PATH, EdgeSharedAnswers } from './edge-shared-answers.ts';

describe('EdgeSharedAnswers inside workerd', () => {
  it('loads an answer once, serves it from the Cache API while it lives, then loads again', async () => {
    const stores: Promise<unknown>[] = [];
    const cache = new EdgeSharedAnswers(await caches.open(`answers-${crypto.randomUUID()}`), (work) => stores.push(work), 1);
    let loads = 0;
    const load = async () => ({ body: `{"version":${++loads}}` });
    const requestUrl = 'https://cakeday.test/api/venues';
    expect(await cache.get('venues', load, requestUrl)).toEqual({ body: '{"version":1}' });
    await Promise.all(stores);
    expect(await cache.get('venues', load, requestUrl)).toEqual({ body: '{"version":1}' });
    expect(await cache.get('public-event other', load, requestUrl)).toEqual({ body: '{"version":2}' });
    expect(loads).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(await cache.get('venues', load, requestUrl)).toEqual({ body: '{"version":3}' });
  });

  it('keeps the answer’s own headers with it (a search page’s X-Has-More)', async () => {
    const stores: Promise<unknown>[] = [];
    const cache = new EdgeSharedAnswers(await caches.open(`answers-${crypto.randomUUID()}`), (work) => stores.push(work));
    const requestUrl = 'https://cakeday.test/api/venues?city=Austin';
    const page = { body: '[]', headers: { 'X-Has-More': 'true' } };
    expect(await cache.get('search', async () => page, requestUrl)).toEqual(page);
    await Promise.all(stores);
    expect(await cache.get('search', async () => ({ body: 'not read' }), requestUrl)).toEqual(page);
  });

  it('keys each entry on the host the request came to (the Cache API keeps a zone’s own hosts only)', async () => {
    const stores: Promise<unknown>[] = [];
    const store = await caches.open(`answers-${crypto.randomUUID()}`);
    const cache = new EdgeSharedAnswers(store, (work) => stores.push(work));
    await cache.get('venues', async () => ({ body: '{"host":"one"}' }), 'https://party.example/api/venues');
    await cache.get('venues', async () => ({ body: '{"host":"two"}' }), 'https://cakeday.example/api/venues?city=Austin');
    await Promise.all(stores);
    expect(await (await store.match(`https://party.example${EDGE_ANSWER_PATH}venues`))?.text()).toBe('{"host":"one"}');
    expect(await (await store.match(`https://cakeday.example${EDGE_ANSWER_PATH}venues`))?.text()).toBe('{"host":"two"}');
  });

  it('through the entry: the venue list a visitor reads is kept under the request’s own host', async () => {
    const listed = await call('GET', '/api/venues');
    expect(listed.status).toBe(200);
    await expect.poll(async () => (await caches.default.match(`https://cakeday.test${EDGE_ANSWER_PATH}venues`))?.text(), { timeout: 2_000 }).toBe(listed.text);
  });
});
