/**
 * Pure rules of the birthday board. Months are calendar months in UTC: the board, the reveal and
 * the monthly reminder all turn over at 00:00 UTC on the 1st (decision 040).
 */
export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** The month (1–12) of a time, in UTC. */
export function monthOf(ms: number): number {
  return new Date(ms).getUTCMonth() + 1;
}

/** `YYYY-MM` of a time, in UTC: the key a monthly reminder is claimed under. */
export function monthKey(ms: number): string {
  const date = new Date(ms);
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * When a group gift started at `now` is revealed to its celebrant: 00:00 UTC on the 1st of their
 * next birthday month. A gift started during the birthday month itself is for this birthday, so it
 * is revealed at once (the organiser may also reveal it earlier).
 */
export function revealAtFor(birthdayMonth: number, now: number): number {
  const date = new Date(now);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  if (month === birthdayMonth) return Date.UTC(year, birthdayMonth - 1, 1);
  return Date.UTC(month < birthdayMonth ? year : year + 1, birthdayMonth - 1, 1);
}

/** Revealed when the organiser revealed it or its reveal time has come. */
export function isRevealed(gift: { revealAt: number; revealedAt: number | null }, now: number): boolean {
  return gift.revealedAt !== null || now >= gift.revealAt;
}

/** The avatar letter: the name's first letter, uppercased, or "?" for an empty name. */
export function initialOf(name: string): string {
  const first = [...name.trim()][0];
  return first ? first.toLocaleUpperCase('en-US') : '?';
}

/** The board's counts per month (January first) from the members' months. */
export function countsPerMonth(months: number[]): number[] {
  const counts = Array.from({ length: 12 }, () => 0);
  for (const month of months) if (month >= 1 && month <= 12) counts[month - 1]! += 1;
  return counts;
}

/** The reminder email's text for one month's board. */
export function reminderText(month: number, names: string[], boardUrl: string): { subject: string; text: string } {
  const monthName = MONTH_NAMES[month - 1]!;
  const subject = names.length === 1 ? `1 birthday on the board this ${monthName}` : `${names.length} birthdays on the board this ${monthName}`;
  const text = [
    `These members celebrate their birthday in ${monthName}:`,
    '',
    ...names.map((name) => `- ${name}`),
    '',
    `Start a group gift or leave a birthday message: ${boardUrl}`,
    '',
    'You get this because you turned on birthday board reminders. Turn them off in Account Settings.',
  ].join('\n');
  return { subject, text };
}
