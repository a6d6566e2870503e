/**
 * Embed keys (decision 027): the zod schemas the API validates with and the platform's embed
 * screen can use. The zod-free rules (key format, origins) are in embed-keys.rules.ts.
 */
import { z } from 'zod';
import { MAX_ALLOWED_ORIGINS, normalizeAllowedOrigin, venueKeyTargetKinds } from './embed-keys.rules.ts';

export * from './embed-keys.rules.ts';

export function allowedOriginsSchemaFor(options: { production: boolean }) {
  return z
    .array(z.string({ error: 'Each allowed origin must be text, like https://example.com' }), { error: 'List the sites allowed to show the widget' })
    .min(1, 'Add at least one site allowed to show the widget, like https://example.com')
    .max(MAX_ALLOWED_ORIGINS, `At most ${MAX_ALLOWED_ORIGINS} allowed origins per key`)
    .transform((values, context) => {
      const origins: string[] = [];
      for (const [index, value] of values.entries()) {
        const result = normalizeAllowedOrigin(value, options);
        if (!result.ok) {
          context.addIssue({ code: 'custom', message: result.message, path: [index] });
          return z.NEVER;
        }
        if (!origins.includes(result.origin)) origins.push(result.origin);
      }
      return origins;
    });
}

const targetIdSchema = (what: string) =>
  z
    .string({ error: `Choose the ${what}` })
    .trim()
    .min(1, `Choose the ${what}`)
    .max(100, `Choose the ${what}`);

/** A key is for one widget and its kind of target: an event for `rsvp`, a pot for `contribution`, a venue or all of an owner's venues for `venue-search`. */
export function createEmbedKeyInputSchemaFor(options: { production: boolean }) {
  const common = {
    allowedOrigins: allowedOriginsSchemaFor(options),
    label: z.string().trim().max(80, 'A label is at most 80 characters long').optional(),
  };
  return z.discriminatedUnion(
    'widget',
    [
      z
        .object({
          widget: z.literal('rsvp'),
          target: z.object({ kind: z.literal('event', { error: 'An RSVP key is for one of your events' }), id: targetIdSchema('event') }).strict(),
          ...common,
        })
        .strict(),
      z
        .object({
          widget: z.literal('contribution'),
          target: z.object({ kind: z.literal('pot', { error: 'A contribution key is for one of your events’ pots' }), id: targetIdSchema('pot') }).strict(),
          ...common,
        })
        .strict(),
      z
        .object({
          widget: z.literal('venue-search'),
          target: z
            .object({
              kind: z.enum(venueKeyTargetKinds, { error: 'A venue key is for one of your venues (venue) or all of them (venue-owner)' }),
              id: targetIdSchema('venue'),
            })
            .strict(),
          ...common,
        })
        .strict(),
      // A seller's add-to-wishlist button: the target is the seller themself (their own user id).
      z
        .object({
          widget: z.literal('wishlist-add'),
          target: z.object({ kind: z.literal('seller', { error: 'An add-to-wishlist key is for you as a seller' }), id: targetIdSchema('seller') }).strict(),
          ...common,
        })
        .strict(),
    ],
    { error: 'Only the RSVP, contribution, venue and add-to-wishlist widgets can get a key so far' },
  );
}
export type CreateEmbedKeyInput = z.infer<ReturnType<typeof createEmbedKeyInputSchemaFor>>;
