import { describe, expect, it, vi } from 'vitest';
import type { AlbumItemView } from '#core/domain/albums/album.schema.ts';
import { mergeRotation, newItemsText, playable, startEtagPoller, type PollAnswer, type Rotation } from './gallery-poll.ts';

function item(id: string, overrides: Partial<AlbumItemView> = {}): AlbumItemView {
  return {
    id,
    kind: 'photo',
    status: 'approved',
    uploaderName: 'Ada',
    own: false,
    originalName: `${id}.jpg`,
    bytes: 1000,
    width: 400,
    height: 300,
    durationMs: null,
    createdAt: '2026-12-05T20:00:00.000Z',
    reportCount: 0,
    urls: { thumb: `/t/${id}`, display: `/d/${id}`, download: `/o/${id}`, video: null },
    ...overrides,
  };
}

const ids = (rotation: Rotation) => rotation.items.map((entry) => entry.id);

describe('startEtagPoller', () => {
  it('reads, then every interval with the last ETag; a 304 changes nothing; stop ends it', async () => {
    vi.useFakeTimers();
    try {
      const answers: PollAnswer<string>[] = [{ status: 'changed', data: 'v1', etag: '"1"' }, { status: 'unchanged' }, { status: 'changed', data: 'v2', etag: '"2"' }, { status: 'unchanged' }];
      const read = vi.fn(async (_etag: string | null) => answers.shift() ?? { status: 'unchanged' as const });
      const onData = vi.fn();
      const poller = startEtagPoller({ read, onData, intervalMs: 5000 });
      await vi.advanceTimersByTimeAsync(0);
      expect(read).toHaveBeenNthCalledWith(1, null);
      expect(onData).toHaveBeenLastCalledWith('v1');
      await vi.advanceTimersByTimeAsync(4999);
      expect(read).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(read).toHaveBeenNthCalledWith(2, '"1"');
      expect(onData).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(5000);
      expect(read).toHaveBeenNthCalledWith(3, '"1"');
      expect(onData).toHaveBeenLastCalledWith('v2');
      await vi.advanceTimersByTimeAsync(5000);
      expect(read).toHaveBeenNthCalledWith(4, '"2"');
      poller.stop();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(read).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps polling after a failed read and never reads twice at once', async () => {
    vi.useFakeTimers();
    try {
      let inFlight = 0;
      let most = 0;
      const read = vi.fn(async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 7000));
        inFlight -= 1;
        if (read.mock.calls.length === 1) throw new Error('offline');
        return { status: 'changed' as const, data: 'ok', etag: null };
      });
      const onError = vi.fn();
      const onData = vi.fn();
      const poller = startEtagPoller({ read, onData, onError, intervalMs: 5000 });
      await vi.advanceTimersByTimeAsync(7000);
      expect(onError).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(12_000);
      expect(onData).toHaveBeenCalledWith('ok');
      expect(most).toBe(1);
      poller.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops an answer that arrives after stop', async () => {
    let release: (answer: PollAnswer<string>) => void = () => undefined;
    const onData = vi.fn();
    const poller = startEtagPoller({ read: () => new Promise<PollAnswer<string>>((resolve) => (release = resolve)), onData });
    poller.stop();
    release({ status: 'changed', data: 'late', etag: null });
    await Promise.resolve();
    await Promise.resolve();
    expect(onData).not.toHaveBeenCalled();
  });
});

describe('mergeRotation', () => {
  it('starts with the approved, playable items, oldest first', () => {
    const merged = mergeRotation({ items: [], index: 0 }, [
      item('c'),
      item('b', { status: 'pending' }),
      item('a'),
      item('v', { kind: 'video', urls: { thumb: null, display: null, download: '/o/v', video: null } }),
    ]);
    expect(ids(merged)).toEqual(['a', 'c']);
    // An empty show (nothing approved yet) gets its first photo as news.
    const first = mergeRotation({ items: [], index: 0 }, [item('x')]);
    expect(first.added.map((entry) => entry.id)).toEqual(['x']);
  });

  it('puts new items right after the one on screen, so they come up next', () => {
    const start = mergeRotation({ items: [], index: 0 }, [item('c'), item('b'), item('a')]);
    const showingB = { items: start.items, index: 1 };
    const merged = mergeRotation(showingB, [item('e'), item('d'), item('c'), item('b'), item('a')]);
    expect(ids(merged)).toEqual(['a', 'b', 'd', 'e', 'c']);
    expect(merged.index).toBe(1);
    expect(merged.added.map((entry) => entry.id)).toEqual(['d', 'e']);
    expect(newItemsText(merged.added)).toBe('2 new photos');
  });

  it('drops hidden or deleted items and keeps showing the current one where it now is', () => {
    const rotation = { items: [item('a'), item('b'), item('c')], index: 2 };
    const merged = mergeRotation(rotation, [item('c'), item('b', { status: 'hidden' })]);
    expect(ids(merged)).toEqual(['c']);
    expect(merged.items[merged.index]?.id).toBe('c');
  });

  it('moves on to what followed when the item on screen is hidden', () => {
    const rotation = { items: [item('a'), item('b'), item('c')], index: 1 };
    const merged = mergeRotation(rotation, [item('c'), item('a')]);
    expect(ids(merged)).toEqual(['a', 'c']);
    expect(merged.items[merged.index]?.id).toBe('c');
  });

  it('takes an item’s new URLs (a poster that arrived) without moving it', () => {
    const video = item('v', { kind: 'video', urls: { thumb: null, display: null, download: '/o/v', video: '/v/v' } });
    const withPoster = item('v', { kind: 'video', urls: { thumb: '/t/v', display: '/d/v', download: '/o/v', video: '/v/v' } });
    const merged = mergeRotation({ items: [item('a'), video], index: 0 }, [withPoster, item('a')]);
    expect(merged.items[1]?.urls.display).toBe('/d/v');
    expect(merged.added).toEqual([]);
  });

  it('words the announcement by kind', () => {
    expect(newItemsText([item('a')])).toBe('1 new photo');
    expect(newItemsText([item('v', { kind: 'video' })])).toBe('1 new video');
    expect(newItemsText([item('a'), item('v', { kind: 'video' }), item('b')])).toBe('3 new photos and videos');
  });

  it('plays only approved photos and videos that have a file', () => {
    expect(playable([item('a', { status: 'hidden' }), item('b', { own: true, status: 'pending' }), item('c')]).map((entry) => entry.id)).toEqual(['c']);
  });
});
