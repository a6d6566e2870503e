import { z } from 'zod';
import { guestListVisibilities } from './event.schema.ts';
import { rsvpStatuses } from './guest.schema.ts';

/**
 * What the events API answers: the contract between worker/features/events, the platform and the
 * RSVP widget. Times are ISO strings (UTC); `timeZone` is the event's own zone.
 */
export const eventRoleSchema = z.enum(['host', 'cohost', 'guest', 'visitor']);
export type EventRole = z.infer<typeof eventRoleSchema>;

export const rsvpCountsSchema = z.object({
  going: z.number(),
  maybe: z.number(),
  declined: z.number(),
  waitlisted: z.number(),
  pending: z.number(),
  /** Seats of going guests, plus-ones included. */
  headcount: z.number(),
});
export type RsvpCounts = z.infer<typeof rsvpCountsSchema>;

/** The host's full view of an event (also what the edit form loads). */
export const eventSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  celebrantName: z.string().nullable(),
  celebrantAge: z.number().nullable(),
  timeZone: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Wall-clock "YYYY-MM-DDTHH:mm" in the event's zone, for forms. */
  startsAtLocal: z.string(),
  endsAtLocal: z.string(),
  rsvpDeadline: z.string().nullable(),
  rsvpDeadlineLocal: z.string().nullable(),
  location: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  description: z.string().nullable(),
  dressCode: z.string().nullable(),
  plusOnesAllowed: z.number(),
  capacity: z.number().nullable(),
  guestListVisibility: z.enum(guestListVisibilities),
  inviteOnly: z.boolean(),
  remindersEnabled: z.boolean(),
  status: z.enum(['active', 'cancelled']),
  role: eventRoleSchema,
  hosts: z.array(z.object({ name: z.string(), role: z.enum(['host', 'cohost']) })),
  counts: rsvpCountsSchema,
  /**
   * Venues booked for the event: requested, confirmed or past. The street address only
   * once the owner confirmed; the booking page (/bookings/:id) belongs to the member who booked.
   */
  venues: z
    .array(
      z.object({
        bookingId: z.string(),
        venueId: z.string(),
        title: z.string(),
        city: z.string(),
        state: z.string(),
        status: z.enum(['pending', 'confirmed', 'completed']),
        date: z.string(),
        startMinute: z.number(),
        endMinute: z.number(),
        timeZone: z.string(),
        streetAddress: z.string().nullable(),
      }),
    )
    .default([]),
  createdAt: z.string(),
});
export type EventView = z.infer<typeof eventSchema>;

/** One line of the member's dashboard list. */
export const eventSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  location: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  status: z.enum(['active', 'cancelled']),
  role: eventRoleSchema,
  /** The member's own answer when they are a guest. */
  rsvpStatus: z.enum(rsvpStatuses).nullable(),
  counts: rsvpCountsSchema.nullable(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const guestSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  plusOnesAllowed: z.number(),
  rsvpStatus: z.enum(rsvpStatuses),
  /** not_invited | invited | no_reply | going | maybe | declined | waitlisted */
  listStatus: z.string(),
  partySize: z.number(),
  plusOneNames: z.array(z.string()),
  dietaryNote: z.string().nullable(),
  message: z.string().nullable(),
  respondedAt: z.string().nullable(),
  invitedAt: z.string().nullable(),
  smsOptedOut: z.boolean(),
  linkedMember: z.boolean(),
  source: z.enum(['host', 'import', 'open_rsvp']),
  createdAt: z.string(),
});
export type GuestView = z.infer<typeof guestSchema>;

/**
 * One page of the host's guest list (GET /api/events/:id/guests?limit=&after=&status=&q=), in list
 * order. `total` counts every guest matching the filter, not only this page; `nextCursor` is the
 * `after` of the next page, null on the last one. A client that sends no `limit` gets the first
 * page of GUEST_PAGE_SIZE (core/domain/events/guest-list.rules.ts) and the cursor, never the
 * whole list.
 */
export const guestPageSchema = z.object({
  guests: z.array(guestSchema),
  nextCursor: z.string().nullable(),
  total: z.number(),
});
export type GuestPage = z.infer<typeof guestPageSchema>;

export const goingGuestSchema = z.object({ name: z.string(), partySize: z.number() });
export type GoingGuest = z.infer<typeof goingGuestSchema>;

/** GET /api/public/events/:slug/going?after=&limit=: the going list page by page, for those who may see it. */
export const goingPageSchema = z.object({
  going: z.array(goingGuestSchema),
  nextCursor: z.string().nullable(),
});
export type GoingPage = z.infer<typeof goingPageSchema>;

/** The public page `/e/:slug`: private details only for invited guests and hosts. */
export const publicEventSchema = eventSchema
  .pick({
    slug: true,
    title: true,
    celebrantName: true,
    celebrantAge: true,
    timeZone: true,
    startsAt: true,
    endsAt: true,
    rsvpDeadline: true,
    coverImageUrl: true,
    description: true,
    dressCode: true,
    status: true,
    plusOnesAllowed: true,
    inviteOnly: true,
    capacity: true,
  })
  .extend({
    hosts: z.array(z.string()),
    rsvpOpen: z.boolean(),
    /** Null unless the viewer is an invited guest or a host. */
    location: z.string().nullable(),
    /**
     * Names of going guests when the host shares the list with guests; null otherwise. At most the
     * first GOING_PREVIEW_SIZE (core/domain/events/guest-list.rules.ts) in list order.
     */
    going: z.array(goingGuestSchema).nullable(),
    /** Where the rest of the going list starts (`after` of …/going); null when `going` holds every name. */
    goingCursor: z.string().nullable(),
    counts: z.object({ going: z.number(), maybe: z.number(), headcount: z.number() }),
    spotsLeft: z.number().nullable(),
    viewer: z.object({
      role: eventRoleSchema,
      /** The guest behind the link (or the signed-in member's guest row). */
      guest: guestSchema.pick({ id: true, linkedMember: true, name: true, plusOnesAllowed: true, rsvpStatus: true, partySize: true, plusOneNames: true, dietaryNote: true, message: true }).nullable(),
    }),
    calendar: z.object({ icsUrl: z.string(), google: z.string(), outlook: z.string() }),
  });
export type PublicEventView = z.infer<typeof publicEventSchema>;

export const activitySchema = z.object({
  id: z.string(),
  kind: z.string(),
  actorName: z.string(),
  body: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
  /** True when the viewer may remove it (hosts, for comments). */
  removable: z.boolean(),
});
export type ActivityView = z.infer<typeof activitySchema>;

export const importReportSchema = z.object({
  added: z.number(),
  toAdd: z.array(z.object({ source: z.number(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable(), note: z.string().optional() })),
  skipped: z.array(z.object({ source: z.number(), name: z.string(), reason: z.string() })),
  /** The country numbers without a country code were read in (ISO 3166 alpha-2), or null: none. */
  defaultCountry: z.string().nullable().optional(),
});
export type ImportReport = z.infer<typeof importReportSchema>;
