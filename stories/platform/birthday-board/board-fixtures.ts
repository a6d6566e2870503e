import type { BoardMemberView, GiftCardView } from '#core/domain/birthday-board/birthday-board.schema.ts';

export const boardMember: BoardMemberView = { id: 'u-sofia', name: 'Sofia Reyes', initial: 'S', isYou: false };

export const groupGift: GiftCardView = {
  id: 'g-1',
  potId: 'p-1',
  celebrant: { id: 'u-sofia', name: 'Sofia Reyes', initial: 'S' },
  organiser: { id: 'u-host', name: 'Demo Host' },
  title: 'A pottery class for Sofia',
  wish: 'Sofia keeps saying she wants to learn the wheel. Let’s book her a six-week course.',
  link: 'https://example.com/pottery-course',
  targetCents: 18_000,
  raisedCents: 6_500,
  giverCount: 2,
  givers: ['Demo Guest', 'Anonymous'],
  messages: [
    { id: 'm-1', authorName: 'Demo Guest', body: 'Happy birthday, Sofia! Can’t wait to see your first bowl.', createdAt: '2026-11-20T10:00:00.000Z' },
    { id: 'm-2', authorName: 'Demo Venue Owner', body: 'Have a wonderful year!', createdAt: '2026-11-20T11:00:00.000Z' },
  ],
  revealAt: '2026-12-01T00:00:00.000Z',
  revealed: false,
  youOrganise: false,
  youAreCelebrant: false,
  open: true,
  minCents: 100,
  maxCents: 50_000,
};
