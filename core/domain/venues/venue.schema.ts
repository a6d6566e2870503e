import { z } from 'zod';

export const venueTypes = ['house', 'backyard', 'pool', 'field', 'garden', 'apartment'] as const;
export const venueTypeSchema = z.enum(venueTypes);
export type VenueType = z.infer<typeof venueTypeSchema>;

/** The venue card's shape, as `GET /api/venues` answers it. */
export const venueSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable().optional(),
  imageUrls: z.array(z.string()),
  averageRating: z.number().nullable(),
  city: z.string(),
  state: z.string(),
  maxGuests: z.number().int(),
  /** Cents per hour; missing means the spec's 15000-cent default is shown. */
  pricePerHour: z.number().int().nullable(),
  /** One of venueTypes, though older or foreign data may carry another raw value. */
  venueType: z.string(),
  /**
   * The owner quotes a price when asked (decision 025): the card says "Price on request" instead of
   * the spec's $150 default. Absent in answers from before listings.
   */
  priceOnRequest: z.boolean().optional(),
});
export type Venue = z.infer<typeof venueSchema>;
export const venueListSchema = z.array(venueSchema);
