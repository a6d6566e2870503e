import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPostInputSchema } from './forum.schema.ts';
import { buildCommentTree, commentPath, decodeListCursor, editRefusal, EDIT_WINDOW_MS, encodeListCursor, hotRank, pathIds, subtreeRange, wilsonLowerBound } from './forum.rules.ts';

const time = fc.integer({ min: Date.UTC(2006, 0, 1), max: Date.UTC(2100, 0, 1) });
const score = fc.integer({ min: -1_000_000, max: 1_000_000 });

describe('hot rank', () => {
  it('is monotonic in the score at equal time', () => {
    fc.assert(
      fc.property(score, score, time, (a, b, at) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(hotRank(low, at)).toBeLessThanOrEqual(hotRank(high, at));
      }),
    );
  });

  it('rises with time at equal score, and ten times the votes equal 12.5 hours', () => {
    fc.assert(
      fc.property(score, time, fc.integer({ min: 1, max: 10 * 365 * 24 * 3600 }), (s, at, later) => {
        expect(hotRank(s, at)).toBeLessThan(hotRank(s, at + later * 1000));
      }),
    );
    const at = Date.UTC(2026, 10, 26);
    expect(hotRank(100, at)).toBeCloseTo(hotRank(10, at + 45_000_000), 5);
  });

  it('is strictly higher for more net upvotes', () => {
    const at = Date.UTC(2026, 10, 26);
    expect(hotRank(2, at)).toBeGreaterThan(hotRank(1, at));
    expect(hotRank(-2, at)).toBeLessThan(hotRank(-1, at));
  });
});

describe('Wilson lower bound', () => {
  const votes = fc.integer({ min: 0, max: 100_000 });
  it('lies in [0, 1] and never above the raw share of upvotes', () => {
    fc.assert(
      fc.property(votes, votes, (ups, downs) => {
        const bound = wilsonLowerBound(ups, downs);
        expect(bound).toBeGreaterThanOrEqual(0);
        expect(bound).toBeLessThanOrEqual(1);
        if (ups + downs > 0) expect(bound).toBeLessThanOrEqual(ups / (ups + downs));
        else expect(bound).toBe(0);
      }),
    );
  });

  it('ranks many good votes above one', () => {
    expect(wilsonLowerBound(40, 5)).toBeGreaterThan(wilsonLowerBound(1, 0));
    expect(wilsonLowerBound(10, 0)).toBeGreaterThan(wilsonLowerBound(10, 5));
  });
});

describe('threads', () => {
  it('paths sort parents before their replies and replies inside their parent’s range', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 10 ** 12 - 1 }), { minLength: 1, maxLength: 20 }), fc.integer({ min: 1, max: 10 ** 12 - 1 }), (ids, child) => {
        let path: string | null = null;
        for (const id of ids) path = commentPath(path, id);
        const reply = commentPath(path, child);
        expect(pathIds(reply)).toEqual([...ids, child]);
        const range = subtreeRange(path!);
        expect(reply > range.from && reply < range.to).toBe(true);
        expect(path! < reply).toBe(true);
      }),
    );
  });

  const comment = (id: number, parentId: number | null, ups = 0, downs = 0, createdAt = id) => ({ id, parentId, ups, downs, score: ups - downs, createdAt });

  it('orders siblings by the chosen sort and cuts the tree with a count of what is hidden', () => {
    const comments = [comment(1, null, 1, 0), comment(2, null, 40, 5), comment(3, 2), comment(4, 3), comment(5, 4), comment(6, null, 0, 3)];
    const best = buildCommentTree(comments, 'best', null, 1);
    expect(best.map((node) => node.comment.id)).toEqual([2, 1, 6]);
    expect(best[0]!.replies.map((node) => node.comment.id)).toEqual([3]);
    expect(best[0]!.replies[0]!.hiddenReplies).toBe(2);
    expect(buildCommentTree(comments, 'new', null, 8).map((node) => node.comment.id)).toEqual([6, 2, 1]);
    expect(buildCommentTree(comments, 'top', null, 8).map((node) => node.comment.id)).toEqual([2, 1, 6]);
    expect(buildCommentTree(comments, 'best', 3, 8).map((node) => node.comment.id)).toEqual([4]);
  });
});

describe('edit window and cursors', () => {
  it('lets only the author edit, for the window, while it exists', () => {
    const item = { authorId: 'a', createdAt: 0, deletedAt: null, removedAt: null };
    expect(editRefusal(item, 'a', EDIT_WINDOW_MS)).toBeNull();
    expect(editRefusal(item, 'a', EDIT_WINDOW_MS + 1)).toBe('window_closed');
    expect(editRefusal(item, 'b', 0)).toBe('not_author');
    expect(editRefusal({ ...item, removedAt: 1 }, 'a', 0)).toBe('gone');
  });

  it('reads back what it wrote and nothing else', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          score,
          fc.double({ min: -1e5, max: 1e5, noNaN: true }).map((value) => Math.round(value * 1e7) / 1e7),
        ),
        fc.integer({ min: 1, max: 2 ** 50 }),
        (key, id) => {
          const cursor = decodeListCursor(encodeListCursor({ key, id }));
          if (cursor) expect(cursor).toEqual({ key: key === 0 ? 0 : key, id });
        },
      ),
    );
    expect(decodeListCursor('14700.1234567_12')).toEqual({ key: 14700.1234567, id: 12 });
    for (const bad of ['', 'x', '1_', '_1', '1e400_1', "1_1' or 1=1", '1_99999999999999999']) expect(decodeListCursor(bad)).toBeNull();
  });
});

describe('post input', () => {
  const valid = { topic: 'gifts', title: 'Ideas for a 7-year-old?' };
  it('takes web links only and refuses an empty title', () => {
    expect(createPostInputSchema.safeParse({ ...valid, linkUrl: 'https://example.com/a' }).success).toBe(true);
    for (const linkUrl of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', 'ftp://x', '//evil.example']) {
      expect(createPostInputSchema.safeParse({ ...valid, linkUrl }).success).toBe(false);
    }
    expect(createPostInputSchema.safeParse({ ...valid, title: '   ' }).success).toBe(false);
    expect(createPostInputSchema.safeParse({ ...valid, topic: 'politics' }).success).toBe(false);
    expect(createPostInputSchema.safeParse({ ...valid, linkUrl: 'https://example.com', imageUploadId: 'abc' }).success).toBe(false);
  });
});
