import { z } from 'zod';
import { multilineText, singleLineText } from '../text/text.schema.ts';

/**
 * Money is whole cents in one currency (USD for now). Amounts of a single payment are capped
 * far below Number.MAX_SAFE_INTEGER so sums over a whole platform stay exact.
 */
export const MONEY_CURRENCY = 'usd' as const;
export const currencySchema = z.literal(MONEY_CURRENCY, { error: 'Only US dollars are supported for now' });
export type Currency = z.infer<typeof currencySchema>;

/** $10,000.00: the largest single payment Cakeday accepts. */
export const MAX_AMOUNT_CENTS = 1_000_000;
export const CONTRIBUTION_MESSAGE_MAX_LENGTH = 500;
export const CONTRIBUTOR_NAME_MAX_LENGTH = 100;

/** "$5.00" — whole cents formatted without floating-point rounding surprises. */
export function formatUsd(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

const AMOUNT_MESSAGE = `Enter an amount in whole cents from $0.01 to ${formatUsd(MAX_AMOUNT_CENTS)}`;

/** A positive amount of whole cents: rejects 0, negatives, fractions, NaN, Infinity and huge values. */
export const amountCentsSchema = z
  .number({ error: 'Enter an amount' })
  .int(AMOUNT_MESSAGE)
  .positive(AMOUNT_MESSAGE)
  .max(MAX_AMOUNT_CENTS, AMOUNT_MESSAGE);

export const moneySchema = z.object({ amountCents: amountCentsSchema, currency: currencySchema }).strict();
export type Money = z.infer<typeof moneySchema>;

/** What the host sets on a pot: the smallest and largest single contribution. */
export const potLimitsSchema = z
  .object({ minCents: amountCentsSchema, maxCents: amountCentsSchema })
  .strict()
  .refine((limits) => limits.maxCents >= limits.minCents, {
    message: 'The maximum must be at least the minimum',
    path: ['maxCents'],
  });
export type PotLimits = z.infer<typeof potLimitsSchema>;

/** The defaults when the host sets no limits: $5.00 to $500.00. */
export const DEFAULT_POT_LIMITS: PotLimits = { minCents: 500, maxCents: 50_000 };

/**
 * The contribution form, validated against the pot's limits read on the server. Only the amount
 * the guest chose is taken from the client — never a price, a total or a fee.
 */
export function contributionInputSchema(limits: PotLimits) {
  const atLeast = `Enter an amount of at least ${formatUsd(limits.minCents)}`;
  const atMost = `Enter an amount of at most ${formatUsd(limits.maxCents)}`;
  return z
    .object({
      amountCents: z
        .number({ error: 'Enter an amount' })
        .refine((n) => Number.isFinite(n), 'Enter an amount')
        .refine((n) => Number.isInteger(n), 'Enter an amount in whole cents')
        .refine((n) => n >= limits.minCents, atLeast)
        .refine((n) => n <= limits.maxCents, atMost),
      anonymous: z.boolean().default(false),
      name: singleLineText({ label: 'Your name' })
        .trim()
        .max(CONTRIBUTOR_NAME_MAX_LENGTH, `Keep your name under ${CONTRIBUTOR_NAME_MAX_LENGTH + 1} characters`)
        .optional(),
      message: multilineText({ label: 'Your message' })
        .trim()
        .max(CONTRIBUTION_MESSAGE_MAX_LENGTH, `Keep your message to ${CONTRIBUTION_MESSAGE_MAX_LENGTH} characters or fewer`)
        .optional(),
    })
    .strict()
    .superRefine((input, context) => {
      if (!input.anonymous && !input.name) {
        context.addIssue({ code: 'custom', path: ['name'], message: 'Enter your name or choose to give anonymously' });
      }
    })
    .transform((input) => ({
      amountCents: input.amountCents,
      anonymous: input.anonymous,
      name: input.anonymous ? null : (input.name ?? null),
      message: input.message ? input.message : null,
    }));
}
export type ContributionInput = z.output<ReturnType<typeof contributionInputSchema>>;
