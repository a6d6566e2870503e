import { describe, expect, it } from 'vitest';
import { BLOG_SLUG_MAX, BLOG_SLUG_PATTERN, blogShareMeta, excerptFrom, isPublicationProblem, normaliseTag, numberedSlug, planPublication, slugFromTitle, tagLabel } from './blog.rules.ts';

const NOW = Date.UTC(2026, 10, 21, 12);
const HOUR = 60 * 60 * 1000;

describe('slugs', () => {
  it('are made from titles: accents dropped, words joined by hyphens, cut at a word, never empty', () => {
    expect(slugFromTitle('Ten Games for a 7th Birthday!')).toBe('ten-games-for-a-7th-birthday');
    expect(slugFromTitle('Crème brûlée — à la maison')).toBe('creme-brulee-a-la-maison');
    expect(slugFromTitle('🎂🎉')).toBe('post');
    const long = slugFromTitle('How to plan a birthday party for twenty children without losing your mind or your weekend');
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long).toBe('how-to-plan-a-birthday-party-for-twenty-children-without');
    for (const title of ['A', '--x--', 'Ünïcödé títlé', 'x'.repeat(200), 'a b'.repeat(50)]) expect(slugFromTitle(title)).toMatch(BLOG_SLUG_PATTERN);
  });

  it('get a number when taken, within the length limit', () => {
    expect(numberedSlug('party', 1)).toBe('party');
    expect(numberedSlug('party', 2)).toBe('party-2');
    const numbered = numberedSlug('x'.repeat(BLOG_SLUG_MAX), 12);
    expect(numbered.length).toBe(BLOG_SLUG_MAX);
    expect(numbered.endsWith('-12')).toBe(true);
  });
});

describe('tags and excerpts', () => {
  it('normalise tags to their URL form and show them as words', () => {
    expect(normaliseTag('  Party Games ')).toBe('party-games');
    expect(normaliseTag('!!!')).toBe('');
    expect(tagLabel('party-games')).toBe('Party games');
  });

  it('take the summary, else the start of the text, cut at a word with an ellipsis', () => {
    expect(excerptFrom('  Short.  ', 'Body')).toBe('Short.');
    expect(excerptFrom(null, 'Body text')).toBe('Body text');
    const long = excerptFrom('', 'word '.repeat(100));
    expect(long.length).toBeLessThanOrEqual(201);
    expect(long.endsWith('word…')).toBe(true);
  });
});

describe('planPublication', () => {
  const draft = { status: 'draft' as const, publishAt: null, publishedAt: null };
  it('publishes now, and keeps the first publication time when published again', () => {
    expect(planPublication(draft, { status: 'published', publishAt: undefined }, NOW)).toEqual({ status: 'published', publishAt: null, publishedAt: NOW });
    const before = { status: 'draft' as const, publishAt: null, publishedAt: NOW - HOUR };
    expect(planPublication(before, { status: 'published', publishAt: undefined }, NOW)).toEqual({ status: 'published', publishAt: null, publishedAt: NOW - HOUR });
  });

  it('schedules only in the future, at most two years ahead, and never a live post', () => {
    expect(planPublication(null, { status: 'scheduled', publishAt: NOW + HOUR }, NOW)).toEqual({ status: 'scheduled', publishAt: NOW + HOUR, publishedAt: null });
    for (const publishAt of [NOW, NOW - 1, null, undefined, NOW + 3 * 366 * 24 * HOUR]) {
      const planned = planPublication(null, { status: 'scheduled', publishAt }, NOW);
      expect(isPublicationProblem(planned) && planned.status).toBe(400);
    }
    const live = planPublication({ status: 'published', publishAt: null, publishedAt: NOW - HOUR }, { status: 'scheduled', publishAt: NOW + HOUR }, NOW);
    expect(isPublicationProblem(live) && live.status).toBe(409);
    // A scheduled post saved again keeps its time.
    expect(planPublication({ status: 'scheduled', publishAt: NOW + HOUR, publishedAt: null }, { status: 'scheduled', publishAt: undefined }, NOW)).toMatchObject({ publishAt: NOW + HOUR });
  });

  it('a draft has no publication time planned', () => {
    expect(planPublication({ status: 'scheduled', publishAt: NOW + HOUR, publishedAt: null }, { status: 'draft', publishAt: NOW + HOUR }, NOW)).toEqual(draft);
  });
});

describe('blogShareMeta', () => {
  it('makes the cover a full address and the time an ISO instant', () => {
    const meta = blogShareMeta(
      { title: 'Cakes', excerpt: 'About\n cakes', coverImageUrl: '/media/images/abc/medium.webp', coverAlt: 'A cake', publishedAt: NOW },
      'https://cakeday.example/blog/cakes',
    );
    expect(meta).toEqual({
      title: 'Cakes | Cakeday',
      description: 'About cakes',
      image: 'https://cakeday.example/media/images/abc/medium.webp',
      imageAlt: 'A cake',
      url: 'https://cakeday.example/blog/cakes',
      publishedTime: '2026-11-21T12:00:00.000Z',
    });
  });
});
