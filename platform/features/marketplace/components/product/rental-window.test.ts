import { describe, expect, it } from 'vitest';
import { availabilityWindow, chosenDays, freeForEveryDay } from './rental-window.ts';

describe('the rental picker’s days', () => {
  it('shows two weeks from today, stretched to cover a rental chosen inside them', () => {
    expect(availabilityWindow('2026-12-01', '', 1)).toEqual({ from: '2026-12-01', span: 14 });
    expect(availabilityWindow('2026-12-01', '2026-12-05', 3)).toEqual({ from: '2026-12-01', span: 14 });
    expect(availabilityWindow('2026-12-01', '2026-12-12', 7)).toEqual({ from: '2026-12-01', span: 18 });
    // A past start is not read from.
    expect(availabilityWindow('2026-12-01', '2026-11-20', 2)).toEqual({ from: '2026-12-01', span: 14 });
  });

  it('reads a rental chosen further ahead from its own first day', () => {
    expect(availabilityWindow('2026-12-01', '2027-02-10', 3)).toEqual({ from: '2027-02-10', span: 14 });
  });

  it('what one can rent is the fewest free on any chosen day, once every day is read', () => {
    const read = [
      { date: '2026-12-04', free: 3 },
      { date: '2026-12-05', free: 1 },
      { date: '2026-12-06', free: 2 },
    ];
    expect(freeForEveryDay(chosenDays(read, '2026-12-05', 2))).toBe(1);
    expect(freeForEveryDay(chosenDays(read, '2026-12-04', 1))).toBe(3);
    expect(chosenDays(read, '2026-12-06', 2)).toBeUndefined();
    expect(freeForEveryDay(undefined)).toBeNull();
  });
});
