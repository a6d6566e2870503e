import { describe, expect, it } from 'vitest';
import { monthsUntil } from './dashboard-screen.tsx';

describe('monthsUntil', () => {
  it('counts whole months to the birthday month, 0 in the month itself, wrapping the year', () => {
    expect(monthsUntil(3, new Date(2026, 2, 20))).toBe(0);
    expect(monthsUntil(4, new Date(2026, 2, 1))).toBe(1);
    expect(monthsUntil(1, new Date(2026, 11, 31))).toBe(1);
    expect(monthsUntil(11, new Date(2026, 11, 1))).toBe(11);
  });
});
