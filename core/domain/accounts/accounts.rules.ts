import { commonPasswords } from './common-passwords.ts';

/** True when the password is one of the well-known leaked passwords (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/** The letter shown in the avatar circle: the first letter of the email, uppercased, or U. */
export function avatarLetter(email: string | null | undefined): string {
  const first = email?.trim().charAt(0);
  return first ? first.toUpperCase() : 'U';
}

/** The login-throttle wait after `failures` failed attempts (0 while still under the free allowance). */
export function throttleBlockMs(failures: number, rules: { freeFailures: number; firstBlockMs: number; maxBlockMs: number }): number {
  if (failures < rules.freeFailures) return 0;
  const doublings = Math.min(failures - rules.freeFailures, 30);
  return Math.min(rules.firstBlockMs * 2 ** doublings, rules.maxBlockMs);
}

/**
 * throttleBlockMs as a finite table, for a database that computes the wait inside one atomic
 * update: each failure count from the free allowance up to the cap, then `maxBlockMs` for all.
 */
export function throttleBlockSteps(rules: { freeFailures: number; firstBlockMs: number; maxBlockMs: number }) {
  const steps: { failures: number; blockMs: number }[] = [];
  for (let failures = rules.freeFailures; ; failures++) {
    const blockMs = throttleBlockMs(failures, rules);
    if (blockMs >= rules.maxBlockMs) return { steps, maxBlockMs: rules.maxBlockMs };
    steps.push({ failures, blockMs });
  }
}
