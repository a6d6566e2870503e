import { z } from 'zod';
import { multilineText, singleLineText } from '../text/text.schema.ts';
import { emailSchema } from '../accounts/accounts.schema.ts';
import { MAX_PLUS_ONES } from './event.schema.ts';
import { countryName, isPhoneCountry, parsePhone } from '../contacts/phone.rules.ts';

const PHONE_MESSAGE = 'Please enter a phone number with its country code, like +1 512 555 0142';

/**
 * A phone number stored as E.164 (an extension kept as ";ext=12"). National numbers ("06 12 34 56
 * 78") are read in `defaultCountry` — the event's, from its time zone — and refused without one.
 */
export function phoneSchemaFor(defaultCountry?: string | null) {
  return z
    .string({ error: PHONE_MESSAGE })
    .max(64, PHONE_MESSAGE)
    .transform((value, context) => {
      const result = parsePhone(value, defaultCountry);
      if (result.ok) return result.phone;
      const local = result.code === 'invalid' && isPhoneCountry(defaultCountry) && !/^\s*(\+|00)/.test(value);
      context.addIssue({ code: 'custom', message: local ? `Please enter a valid phone number in ${countryName(defaultCountry)}, or add its country code` : PHONE_MESSAGE });
      return z.NEVER;
    });
}

export const phoneSchema = phoneSchemaFor();

const guestFields = z.object({
  name: singleLineText({ label: "Guest's name", error: "Guest's name is required" }).trim().min(1, "Guest's name is required").max(100, "Guest's name must be at most 100 characters long"),
  email: emailSchema.nullable().optional(),
  phone: phoneSchema.nullable().optional(),
  plusOnesAllowed: z
    .number({ error: `Plus-ones must be a whole number from 0 to ${MAX_PLUS_ONES}` })
    .int(`Plus-ones must be a whole number from 0 to ${MAX_PLUS_ONES}`)
    .min(0, `Plus-ones must be a whole number from 0 to ${MAX_PLUS_ONES}`)
    .max(MAX_PLUS_ONES, `Plus-ones must be a whole number from 0 to ${MAX_PLUS_ONES}`)
    .optional(),
});

export const addGuestInputSchema = guestFields.strict();
export type AddGuestInput = z.infer<typeof addGuestInputSchema>;

export const updateGuestInputSchema = guestFields.partial().strict();
export type UpdateGuestInput = z.infer<typeof updateGuestInputSchema>;

export const rsvpResponses = ['going', 'maybe', 'declined'] as const;
export type RsvpResponse = (typeof rsvpResponses)[number];

/** What a guest has answered; `waitlisted` is a "going" that did not fit the capacity. */
export const rsvpStatuses = ['pending', 'going', 'maybe', 'declined', 'waitlisted'] as const;
export type RsvpStatus = (typeof rsvpStatuses)[number];

export const rsvpInputSchema = z
  .object({
    response: z.enum(rsvpResponses, { error: 'Choose going, maybe or can’t go' }),
    partySize: z
      .number({ error: 'Party size must be a whole number of at least 1' })
      .int('Party size must be a whole number of at least 1')
      .min(1, 'Party size must be a whole number of at least 1')
      .max(MAX_PLUS_ONES + 1, `Party size can be at most ${MAX_PLUS_ONES + 1}`)
      .default(1),
    plusOneNames: z
      .array(singleLineText({ label: 'A plus-one name' }).trim().min(1, 'Plus-one names cannot be empty').max(100, 'Plus-one names must be at most 100 characters long'))
      .max(MAX_PLUS_ONES)
      .default([]),
    dietaryNote: multilineText({ label: 'Dietary note' }).trim().max(300, 'Dietary note must be at most 300 characters long').optional(),
    message: multilineText({ label: 'Message to the host' }).trim().max(1000, 'Message to the host must be at most 1000 characters long').optional(),
  })
  .strict();
export type RsvpInput = z.infer<typeof rsvpInputSchema>;

/** A visitor without a guest link answers with a name and an email or a phone number. */
const openRsvpFields = rsvpInputSchema.extend({
  name: guestFields.shape.name,
  email: emailSchema.optional(),
  phone: phoneSchema.optional(),
});
const hasEmailOrPhone = (input: { email?: string; phone?: string }) => !!(input.email || input.phone);
const EMAIL_OR_PHONE = { message: 'Please give an email address or a phone number', path: ['email'] };

export const openRsvpInputSchema = openRsvpFields.refine(hasEmailOrPhone, EMAIL_OR_PHONE);
export type OpenRsvpInput = z.infer<typeof openRsvpInputSchema>;

export const commentInputSchema = z
  .object({ body: multilineText({ label: 'Comment', error: 'Write something first' }).trim().min(1, 'Write something first').max(2000, 'Comments must be at most 2000 characters long') })
  .strict();
export type CommentInput = z.infer<typeof commentInputSchema>;

/** The schemas above with national phone numbers read in an event's country (countryForTimeZone). */
export const addGuestInputSchemaFor = (country: string | null) => addGuestInputSchema.extend({ phone: phoneSchemaFor(country).nullable().optional() });
export const updateGuestInputSchemaFor = (country: string | null) => updateGuestInputSchema.extend({ phone: phoneSchemaFor(country).nullable().optional() });
export const openRsvpInputSchemaFor = (country: string | null) => openRsvpFields.extend({ phone: phoneSchemaFor(country).optional() }).refine(hasEmailOrPhone, EMAIL_OR_PHONE);
