import { z } from 'zod';
import { multilineText } from '../text/text.schema.ts';
import { isIsoDate } from './calendar-date.rules.ts';
import { isQuarterHourMinute, listingLimits } from './listing.schema.ts';

/**
 * awaiting_payment → pending | confirmed | abandoned; pending → confirmed | declined | expired |
 * cancelled; confirmed → cancelled | completed. A booking with something to pay waits for the
 * payment first (holding its slot for the payment window); once paid, an instant booking is
 * confirmed and a request pending. A free booking starts there directly (booking.rules.ts).
 */
export const bookingStatuses = ['awaiting_payment', 'pending', 'confirmed', 'declined', 'expired', 'cancelled', 'completed', 'abandoned'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
export const bookingStatusSchema = z.enum(bookingStatuses);

export const BOOKING_MESSAGE_MAX_LENGTH = 1000;

const minute = (label: string) =>
  z.number({ error: `${label} must be a time of day in minutes (0 to 1440)` }).refine(isQuarterHourMinute, { message: `${label} must be on a quarter hour (minutes 0 to 1440 in steps of 15)` });

const optionalMessage = (label: string) =>
  multilineText({ label, error: `${label} must be text` })
    .trim()
    .max(BOOKING_MESSAGE_MAX_LENGTH, `${label} must be at most ${BOOKING_MESSAGE_MAX_LENGTH} characters long`)
    .optional();

/**
 * A guest asks for a venue: a date and a window of wall-clock minutes in the venue's time zone
 * (endMinute 1440 = midnight at the end of that date). Price, fees and totals never come from the
 * client; the server computes them (pricing.rules.ts) and checks the slot (availability.rules.ts).
 */
export const bookingRequestInputSchema = z
  .object({
    date: z.string({ error: 'Choose a date' }).refine(isIsoDate, { message: 'Choose a real date (YYYY-MM-DD)' }),
    startMinute: minute('Start time'),
    endMinute: minute('End time'),
    guests: z
      .number({ error: `Guests must be a whole number from 1 to ${listingLimits.maxGuestsMax}` })
      .int(`Guests must be a whole number from 1 to ${listingLimits.maxGuestsMax}`)
      .min(1, `Guests must be a whole number from 1 to ${listingLimits.maxGuestsMax}`)
      .max(listingLimits.maxGuestsMax, `Guests must be a whole number from 1 to ${listingLimits.maxGuestsMax}`),
    message: optionalMessage('Message to the owner'),
    /** One of the member's own events the venue is for (its page then shows the venue). */
    eventId: z.string({ error: 'The event must be given by its id' }).min(1, 'Choose an event').max(100, 'That is not an event id').optional(),
  })
  .strict()
  .refine((input) => input.endMinute > input.startMinute, { message: 'The end time must be after the start time', path: ['endMinute'] });
export type BookingRequestInput = z.infer<typeof bookingRequestInputSchema>;

/**
 * The booking panel's quote as a query string (`?date=&startMinute=&endMinute=&guests=`): numbers
 * arrive as text, then the request's own rules apply. The venue page's quote and the venue widget's
 * use it alike (decision 030).
 */
export const bookingQuoteQuerySchema = z
  .object({
    date: z.string({ error: 'Choose a date' }),
    startMinute: z.coerce.number({ error: 'Start time must be minutes of the day' }),
    endMinute: z.coerce.number({ error: 'End time must be minutes of the day' }),
    guests: z.coerce.number({ error: 'Guests must be a number' }),
  })
  .transform((query, ctx) => {
    const parsed = bookingRequestInputSchema.safeParse(query);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    return parsed.data;
  });

/** `?month=YYYY-MM` of a venue's calendar. */
export const bookingMonthQuerySchema = z.object({
  month: z.string({ error: 'Give the month as YYYY-MM' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Give the month as YYYY-MM'),
});

/** The owner answers a pending request. */
export const answerRequestInputSchema = z
  .object({
    answer: z.enum(['confirm', 'decline'], { error: 'Answer must be "confirm" or "decline"' }),
    message: optionalMessage('Message to the guest'),
  })
  .strict();
export type AnswerRequestInput = z.infer<typeof answerRequestInputSchema>;

/** Either side cancels; the reason is shown to the other side. */
export const cancelBookingInputSchema = z.object({ reason: optionalMessage('Reason') }).strict();
export type CancelBookingInput = z.infer<typeof cancelBookingInputSchema>;
