import { z } from 'zod';
import { multilineText, singleLineText } from '../text/text.schema.ts';
import { contributionAmountProblem, formatUsd, MAX_AMOUNT_CENTS } from './amount.rules.ts';

export { contributionAmountProblem, dollarsToCents, formatUsd, MAX_AMOUNT_CENTS } from './amount.rules.ts';

/**
 * Money is whole cents in one currency (USD for now). Amounts of a single payment are capped
 * far below Number.MAX_SAFE_INTEGER so sums over a whole platform stay exact.
 */
export const MONEY_CURRENCY = 'usd' as const;
export const currencySchema = z.literal(MONEY_CURRENCY, { error: 'Only US dollars are supported for now' });
export type Currency = z.infer<typeof currencySchema>;

export const CONTRIBUTION_MESSAGE_MAX_LENGTH = 500;
export const CONTRIBUTOR_NAME_MAX_LENGTH = 100;

const AMOUNT_MESSAGE = `Enter an amount in whole cents from $0.01 to ${formatUsd(MAX_AMOUNT_CENTS)}`;

/** A positive amount of whole cents: rejects 0, negatives, fractions, NaN, Infinity and huge values. */
export const amountCentsSchema = z.number({ error: 'Enter an amount' }).int(AMOUNT_MESSAGE).positive(AMOUNT_MESSAGE).max(MAX_AMOUNT_CENTS, AMOUNT_MESSAGE);

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
  return z
    .object({
      // The same check (and words) as the embeddable contribution widget's, from amount.rules.ts.
      amountCents: z.number({ error: 'Enter an amount' }).superRefine((n, context) => {
        const problem = contributionAmountProblem(n, limits);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
      anonymous: z.boolean().default(false),
      name: singleLineText({ label: 'Your name' })
        .trim()
        .max(CONTRIBUTOR_NAME_MAX_LENGTH, `Keep your name under ${CONTRIBUTOR_NAME_MAX_LENGTH + 1} characters`)
        .optional(),
      message: multilineText({ label: 'Your message' }).trim().max(CONTRIBUTION_MESSAGE_MAX_LENGTH, `Keep your message to ${CONTRIBUTION_MESSAGE_MAX_LENGTH} characters or fewer`).optional(),
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
