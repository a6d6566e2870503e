import { describe, expect, it } from 'vitest';
import { countsPerMonth, initialOf, isRevealed, monthKey, monthOf, reminderText, revealAtFor } from './birthday-board.rules.ts';
import { giftMessageInputSchema, startGiftInputSchema } from './birthday-board.schema.ts';

describe('birthday board rules', () => {
  it('reveals on the 1st of the next birthday month, at once inside it', () => {
    const nov26 = Date.UTC(2026, 10, 26, 8);
    expect(new Date(revealAtFor(12, nov26)).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(new Date(revealAtFor(3, nov26)).toISOString()).toBe('2027-03-01T00:00:00.000Z');
    expect(new Date(revealAtFor(11, nov26)).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(isRevealed({ revealAt: revealAtFor(11, nov26), revealedAt: null }, nov26)).toBe(true);
    expect(isRevealed({ revealAt: revealAtFor(12, nov26), revealedAt: null }, nov26)).toBe(false);
    expect(isRevealed({ revealAt: revealAtFor(12, nov26), revealedAt: nov26 }, nov26)).toBe(true);
  });

  it('months, keys, counts and initials', () => {
    expect(monthOf(Date.UTC(2026, 0, 31, 23, 59))).toBe(1);
    expect(monthKey(Date.UTC(2026, 1, 1))).toBe('2026-02');
    expect(countsPerMonth([1, 1, 12, 0, 13])).toEqual([2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(initialOf('  élodie')).toBe('É');
    expect(initialOf('')).toBe('?');
    expect(reminderText(12, ['Ann', 'Bo'], 'https://x/birthday-board?month=12').subject).toBe('2 birthdays on the board this December');
  });

  it('refuses empty titles, huge or negative targets and long messages', () => {
    const valid = { celebrantId: 'u1', title: 'Bike', targetCents: 10_000 };
    expect(startGiftInputSchema.safeParse(valid).success).toBe(true);
    expect(startGiftInputSchema.safeParse({ ...valid, title: '  ' }).success).toBe(false);
    expect(startGiftInputSchema.safeParse({ ...valid, targetCents: -100 }).success).toBe(false);
    expect(startGiftInputSchema.safeParse({ ...valid, targetCents: 1e12 }).success).toBe(false);
    expect(startGiftInputSchema.safeParse({ ...valid, link: 'javascript:alert(1)' }).success).toBe(false);
    expect(startGiftInputSchema.parse({ ...valid, link: '' }).link).toBeNull();
    expect(giftMessageInputSchema.safeParse({ body: 'x'.repeat(281) }).success).toBe(false);
    expect(giftMessageInputSchema.safeParse({ body: ' ' }).success).toBe(false);
  });
});
