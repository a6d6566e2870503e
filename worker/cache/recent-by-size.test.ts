import { describe, expect, it } from 'vitest';
import { RecentBySize } from './recent-by-size.ts';

describe('RecentBySize', () => {
  it('keeps entries within the size bound, dropping the least recently used first', () => {
    const kept = new RecentBySize<string>({ maxSize: 10 });
    kept.set('a', 'aaaa', 4);
    kept.set('b', 'bbbb', 4);
    expect(kept.get('a')).toBe('aaaa'); // a is now the most recently used
    kept.set('c', 'cccc', 4); // 12 > 10: b goes, not a
    expect(kept.get('b')).toBeUndefined();
    expect(kept.get('a')).toBe('aaaa');
    expect(kept.get('c')).toBe('cccc');
    expect(kept.heldSize).toBe(8);
  });

  it('replaces an entry under the same key without counting it twice', () => {
    const kept = new RecentBySize<string>({ maxSize: 10 });
    kept.set('a', 'aaaa', 4);
    kept.set('a', 'aaaaaa', 6);
    expect(kept.heldSize).toBe(6);
    expect(kept.get('a')).toBe('aaaaaa');
  });

  it('never keeps an entry over its own bound, and forgets the one it would have replaced', () => {
    const kept = new RecentBySize<string>({ maxSize: 100, maxEntrySize: 10 });
    kept.set('a', 'small', 5);
    kept.set('a', 'x'.repeat(11), 11);
    expect(kept.get('a')).toBeUndefined();
    expect(kept.heldSize).toBe(0);
    const whole = new RecentBySize<string>({ maxSize: 10 });
    whole.set('big', 'x'.repeat(11), 11);
    expect(whole.get('big')).toBeUndefined();
  });

  it('bounds the number of entries when asked to', () => {
    const kept = new RecentBySize<number>({ maxSize: 1_000, maxEntries: 2 });
    kept.set('a', 1, 1);
    kept.set('b', 2, 1);
    kept.set('c', 3, 1);
    expect([kept.get('a'), kept.get('b'), kept.get('c')]).toEqual([undefined, 2, 3]);
    expect(kept.heldSize).toBe(2);
  });

  it('forgets on delete and clear', () => {
    const kept = new RecentBySize<string>({ maxSize: 10 });
    kept.set('a', 'aa', 2);
    kept.set('b', 'bb', 2);
    kept.delete('a');
    expect(kept.get('a')).toBeUndefined();
    expect(kept.heldSize).toBe(2);
    kept.clear();
    expect(kept.get('b')).toBeUndefined();
    expect(kept.heldSize).toBe(0);
  });
});
