/** The Workers side of the shared public answers: the data centre's Cache API inside workerd. */
import { describe, expect, it } from 'vitest';
import { EdgeAnswerCache } from './edge-answer-cache.ts';

describe('EdgeAnswerCache inside workerd', () => {
  it('loads an answer once, serves it from the Cache API while it lives, then loads again', async () => {
    const stores: Promise<unknown>[] = [];
    const cache = new EdgeAnswerCache(await caches.open(`answers-${crypto.randomUUID()}`), (work) => stores.push(work), 1);
    let loads = 0;
    const load = async () => `{"version":${++loads}}`;
    expect(await cache.get('venues', load)).toBe('{"version":1}');
    await Promise.all(stores);
    expect(await cache.get('venues', load)).toBe('{"version":1}');
    expect(await cache.get('public-event other', load)).toBe('{"version":2}');
    expect(loads).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(await cache.get('venues', load)).toBe('{"version":3}');
  });
});
