import { describe, expect, it } from 'vitest';
import { avatarLetter, isCommonPassword, throttleBlockMs } from './accounts.rules.ts';
import { birthdayInputSchema, registerFormSchema, registerInputSchema } from './accounts.schema.ts';

describe('auth rules', () => {
  it('recognises common passwords whatever their case', () => {
    expect(isCommonPassword('Password123')).toBe(true);
    expect(isCommonPassword('violet-otter-trumpet')).toBe(false);
  });

  it('takes the avatar letter from the email or falls back to U', () => {
    expect(avatarLetter('host@demo.cakeday.test')).toBe('H');
    expect(avatarLetter('')).toBe('U');
    expect(avatarLetter(null)).toBe('U');
  });

  it('grows the throttle wait by doubling and caps it', () => {
    const rules = { freeFailures: 5, firstBlockMs: 30_000, maxBlockMs: 900_000 };
    expect(throttleBlockMs(4, rules)).toBe(0);
    expect(throttleBlockMs(5, rules)).toBe(30_000);
    expect(throttleBlockMs(6, rules)).toBe(60_000);
    expect(throttleBlockMs(50, rules)).toBe(900_000);
  });
});

describe('auth schemas carry the spec messages', () => {
  const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

  it('registration', () => {
    expect(messageOf(registerInputSchema.safeParse({ name: '', email: 'a@b.co', password: 'violet-otter' }))).toBe('Name is required');
    expect(messageOf(registerInputSchema.safeParse({ name: 'A', email: 'nope', password: 'violet-otter' }))).toBe('Please enter a valid email address');
    expect(messageOf(registerInputSchema.safeParse({ name: 'A', email: 'a@b.co', password: 'short' }))).toBe('Password must be at least 8 characters long');
  });

  it('registration form checks the confirmation on confirmPassword', () => {
    const result = registerFormSchema.safeParse({ name: 'A', email: 'a@b.co', password: 'violet-otter', confirmPassword: 'violet-other' });
    expect(result.error?.issues[0]).toMatchObject({ message: "Passwords don't match", path: ['confirmPassword'] });
    expect(messageOf(registerFormSchema.safeParse({ name: 'A', email: 'a@b.co', password: 'violet-otter', confirmPassword: '' }))).toBe('Please confirm your password');
  });

  it('birthday accepts months 1-12 and booleans only', () => {
    expect(birthdayInputSchema.safeParse({ birthdayMonth: 12, showOnBirthdayBoard: true }).success).toBe(true);
    expect(birthdayInputSchema.safeParse({ birthdayMonth: 13, showOnBirthdayBoard: true }).success).toBe(false);
    expect(birthdayInputSchema.safeParse({ birthdayMonth: 2.5, showOnBirthdayBoard: true }).success).toBe(false);
    expect(birthdayInputSchema.safeParse({ birthdayMonth: '3', showOnBirthdayBoard: true }).success).toBe(false);
    expect(birthdayInputSchema.safeParse({ birthdayMonth: 3, showOnBirthdayBoard: 'yes' }).success).toBe(false);
  });
});
