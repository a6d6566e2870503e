import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BoardForVisitors, visitorCountText } from './birthday-board-screen.tsx';

describe('the birthday board for a visitor', () => {
  it('says what the board is, this month’s count and how to join, naming no member', () => {
    const markup = renderToStaticMarkup(
      <MemoryRouter>
        <BoardForVisitors overview={{ month: 11, count: 3 }} />
      </MemoryRouter>,
    ).replaceAll('<!-- -->', '');
    expect(markup).toContain('3 members celebrate a birthday on the board in November.');
    expect(markup).toContain('Group gifts');
    expect(markup).toContain('Surprises');
    expect(markup).toMatch(/<a[^>]*href="\/email-auth"[^>]*>Sign in<\/a>/);
    expect(markup).toMatch(/<a[^>]*href="\/email-auth"[^>]*>Create an account<\/a>/);
  });

  it('words the count for one, none, and not loaded', () => {
    expect(visitorCountText({ month: 1, count: 1 })).toBe('1 member celebrates a birthday on the board in January.');
    expect(visitorCountText({ month: 2, count: 0 })).toBe('No birthdays on the board yet in February: be the first.');
    expect(visitorCountText(undefined)).toBeNull();
  });
});
