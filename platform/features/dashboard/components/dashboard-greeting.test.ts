import { describe, expect, it } from 'vitest';
import type { User } from '#core/domain/accounts/accounts.schema.ts';
import { greeting } from './dashboard-screen.tsx';

const user: User = {
  id: 'u1',
  email: 'ann@example.com',
  name: 'Ann Baker',
  role: 'customer',
  birthdayMonth: null,
  showOnBirthdayBoard: false,
  hasPassword: true,
  createdAt: '2026-11-29T06:00:00.000Z',
};

describe('the dashboard greeting', () => {
  it('welcomes a new member and says "back" only to a returning one', () => {
    expect(greeting({ ...user, returning: false })).toBe('Welcome, Ann!');
    expect(greeting(user)).toBe('Welcome, Ann!');
    expect(greeting({ ...user, returning: true })).toBe('Welcome back, Ann!');
  });
});
