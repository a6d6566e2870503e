/**
 * The widget API's answers as zod schemas (decision 032), for its OpenAPI 3.1 document
 * (worker/features/embed/embed-openapi.ts) and the tests that hold the routes to it. The widgets
 * use the zod-free interfaces of embed-keys.rules.ts and embed-gift.rules.ts; the checks at the end
 * fail tsc when a schema and its interface drift apart.
 */
import { z } from 'zod';
import { contributionStatuses } from '../domain/money/contribution.rules.ts';
import type { EmbedGiftAnswer } from './embed-gift.rules.ts';
import type { EmbedContributionCard, EmbedContributionStart, EmbedContributionState, EmbedRsvpCard, EmbedRsvpResult } from './embed-keys.rules.ts';

/** Every refusal: a sentence for people, `code` for programs, `fields` for a rejected form. */
export const embedErrorSchema = z
  .object({
    error: z.string().meta({ description: 'A message to show as is.' }),
    code: z.string().optional().meta({ description: 'key-invalid, key-revoked, origin-not-allowed, rate-limited, event-mismatch, pot-mismatch, guest-link-required, preview-only, …' }),
    fields: z.record(z.string(), z.string()).optional().meta({ description: 'Per-field messages when a body was rejected.' }),
  })
  .meta({ id: 'Error' });

export const embedRsvpCardSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    celebrantName: z.string().nullable(),
    startsAt: z.string().meta({ format: 'date-time' }),
    endsAt: z.string().meta({ format: 'date-time' }),
    timeZone: z.string(),
    location: z.string().nullable().meta({ description: 'Only for the guest behind a valid guest link.' }),
    inviteOnly: z.boolean(),
    rsvpOpen: z.boolean(),
    plusOnesAllowed: z.number().int(),
    spotsLeft: z.number().int().nullable(),
    guest: z
      .object({
        name: z.string(),
        response: z.enum(['pending', 'going', 'maybe', 'declined', 'waitlisted']),
        partySize: z.number().int(),
        plusOneNames: z.array(z.string()),
        plusOnesAllowed: z.number().int(),
      })
      .nullable(),
  })
  .meta({ id: 'RsvpCard' });

export const embedRsvpResultSchema = z
  .object({
    status: z.enum(['going', 'maybe', 'declined', 'waitlisted']),
    partySize: z.number().int(),
    link: z.string().optional().meta({ description: 'After an open RSVP: the guest’s own link, to change the answer later.' }),
  })
  .meta({ id: 'RsvpResult' });

export const embedContributionCardSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    eventTitle: z.string(),
    celebrantName: z.string().nullable(),
    minCents: z.number().int(),
    maxCents: z.number().int(),
    targetCents: z.number().int().nullable(),
    raisedCents: z.number().int(),
    status: z.enum(['open', 'closed']),
    providerLabel: z.string().nullable(),
    guest: z.object({ name: z.string() }).nullable(),
    eventUrl: z.string(),
  })
  .meta({ id: 'ContributionCard' });

export const embedContributionStateSchema = z
  .object({
    id: z.string(),
    potId: z.string(),
    amountCents: z.number().int(),
    status: z.enum(contributionStatuses),
    heldUntil: z.string().nullable(),
  })
  .meta({ id: 'ContributionState' });

export const embedContributionStartSchema = z
  .object({ contribution: embedContributionStateSchema, checkoutUrl: z.string().meta({ description: 'The checkout on Cakeday’s origin, to open in a popup.' }) })
  .meta({ id: 'ContributionStart' });

export const embedGiftAnswerSchema = z
  .object({
    eventSlug: z.string(),
    gift: z
      .object({
        itemId: z.string(),
        title: z.string(),
        url: z.string().nullable(),
        imageUrl: z.string().nullable(),
        priceCents: z.number().int(),
        currency: z.literal('usd'),
        status: z.enum(['assigned', 'bought']),
        explanationText: z.string(),
      })
      .nullable(),
    message: z.string().nullable(),
    giftPageUrl: z.string(),
  })
  .meta({ id: 'GiftAnswer' });

// Each schema matches its interface both ways (a drift fails tsc here).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const drift: [
  Same<z.infer<typeof embedRsvpCardSchema>, EmbedRsvpCard>,
  Same<z.infer<typeof embedRsvpResultSchema>, EmbedRsvpResult>,
  Same<z.infer<typeof embedContributionCardSchema>, EmbedContributionCard>,
  Same<z.infer<typeof embedContributionStateSchema>, EmbedContributionState>,
  Same<z.infer<typeof embedContributionStartSchema>, EmbedContributionStart>,
  Same<z.infer<typeof embedGiftAnswerSchema>, EmbedGiftAnswer>,
] = [true, true, true, true, true, true];
void drift;
