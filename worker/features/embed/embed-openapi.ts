/**
 * The widget API's OpenAPI 3.1 document (`GET /api/embed/v1/openapi.json`, decision 032), generated
 * with zod's own `z.toJSONSchema` from the same schemas the routes parse with (core/) and the
 * answers' schemas in core/embed/embed-api.schema.ts. embed-openapi.test.ts holds the routes to it:
 * every `/api/embed/v1/…` route of the app is here and the other way round, bodies the document
 * allows are accepted and ones it forbids are refused, and real answers fit their schemas.
 *
 * Adding a route = one entry in `embedApiOperations` (method, Hono path, widget, summary, the body
 * schema the route parses with, the answers' schemas and one valid and one invalid example body).
 */
import { z } from 'zod';
import { openRsvpInputSchemaFor, rsvpInputSchema } from '#core/domain/events/guest.schema.ts';
import { DEFAULT_POT_LIMITS, contributionInputSchema } from '#core/domain/money/money.schema.ts';
import {
  embedContributionCardSchema,
  embedContributionStartSchema,
  embedContributionStateSchema,
  embedErrorSchema,
  embedGiftAnswerSchema,
  embedRsvpCardSchema,
  embedRsvpResultSchema,
} from '#core/embed/embed-api.schema.ts';
import type { WidgetName } from '#core/embed/embed-contract.ts';
import { embedWishlistAddInputSchema } from '#core/embed/embed-wishlist.schema.ts';

export interface EmbedApiOperation {
  method: 'get' | 'post';
  /** The Hono path under /api, as the route is written: `/embed/v1/contribution/:id`. */
  path: string;
  /** The widget a key must be for. */
  widget: WidgetName;
  summary: string;
  description?: string;
  /** Query parameters besides `key` (which every operation takes): a description (optional), or required. */
  query?: Record<string, string | { description: string; required: true }>;
  /** Path parameters (`:id`), described. */
  params?: Record<string, string>;
  /** The guest link token in `X-Guest-Token`: required, optional, or not read. */
  guestHeader?: 'required' | 'optional';
  /** The add-to-wishlist popup's widget-scoped sign-in token in `X-Embed-Session` (decision 031). */
  sessionHeader?: 'required' | 'optional';
  /** The JSON body, as the route parses it. */
  body?: z.ZodType;
  /** A body the route accepts and one it refuses with a 400, kept in the document as examples. */
  examples?: { valid: Record<string, unknown>; invalid: Record<string, unknown> };
  /** The successful answers: status → description and schema. */
  responses: Record<number, { description: string; schema: z.ZodType }>;
}

/** An answer whose schema is still only a TypeScript interface (named in the description): any JSON object. */
function looseAnswer(id: string) {
  return z.looseObject({}).meta({ id, description: 'A JSON object; its fields are described in core/embed’s TypeScript interfaces.' });
}

/** The RSVP POST: a guest's answer with their link token, or an open RSVP with a name and email or phone. */
const rsvpPostSchema = z.union([
  rsvpInputSchema.extend({ guestToken: z.string().min(1).max(200).meta({ description: 'The guest link token (the `g` of the invitation link).' }) }),
  openRsvpInputSchemaFor(null),
]);

export const embedApiOperations: EmbedApiOperation[] = [
  {
    method: 'get',
    path: '/embed/v1/rsvp',
    widget: 'rsvp',
    summary: 'The event’s card for the RSVP widget',
    description: 'With a guest link token, the guest’s own answer and the place.',
    query: { event: 'Optional: the event’s slug, checked against the key (data-event).' },
    guestHeader: 'optional',
    responses: { 200: { description: 'The card.', schema: z.object({ event: embedRsvpCardSchema }) } },
  },
  {
    method: 'post',
    path: '/embed/v1/rsvp',
    widget: 'rsvp',
    summary: 'Answer the invitation',
    description: 'With `guestToken`, updates that guest (200); without, an open RSVP under the event’s rules (201, with the new guest’s link).',
    query: { event: 'Optional: the event’s slug, checked against the key.' },
    body: rsvpPostSchema,
    examples: { valid: { response: 'going', partySize: 1, name: 'Rosa Visitor', email: 'rosa@example.com' }, invalid: { response: 'perhaps', name: 'Rosa Visitor', email: 'rosa@example.com' } },
    responses: {
      200: { description: 'The guest’s answer was updated.', schema: embedRsvpResultSchema },
      201: { description: 'A new guest answered.', schema: embedRsvpResultSchema },
    },
  },
  {
    method: 'get',
    path: '/embed/v1/rsvp/gift',
    widget: 'rsvp',
    summary: 'The guest’s assigned gift',
    description: 'Only the guest behind the link token, only for the key’s event.',
    query: { event: 'Optional: the event’s slug, checked against the key.' },
    guestHeader: 'required',
    responses: { 200: { description: 'The gift, or why there is none.', schema: embedGiftAnswerSchema } },
  },
  {
    method: 'post',
    path: '/embed/v1/rsvp/gift/bought',
    widget: 'rsvp',
    summary: '“I’ve bought it”',
    description: 'Marks the guest’s assigned gift as bought, the same way as their gift page on Cakeday.',
    query: { event: 'Optional: the event’s slug, checked against the key.' },
    guestHeader: 'required',
    responses: { 200: { description: 'The gift, now bought.', schema: embedGiftAnswerSchema } },
  },
  {
    method: 'get',
    path: '/embed/v1/contribution',
    widget: 'contribution',
    summary: 'The pot’s card for the contribution widget',
    query: { pot: 'Optional: the pot’s id, checked against the key (data-pot).' },
    guestHeader: 'optional',
    responses: { 200: { description: 'The card.', schema: z.object({ pot: embedContributionCardSchema }) } },
  },
  {
    method: 'post',
    path: '/embed/v1/contribution',
    widget: 'contribution',
    summary: 'Start a contribution as the link’s guest',
    description: 'The amount must be within the pot’s own `minCents`–`maxCents` (from its card). Open `checkoutUrl` in a popup; the payment runs on Cakeday.',
    query: { pot: 'Optional: the pot’s id, checked against the key.' },
    guestHeader: 'required',
    body: contributionInputSchema(DEFAULT_POT_LIMITS),
    examples: { valid: { amountCents: 2500, name: 'Gus' }, invalid: { amountCents: 2500, tip: 100 } },
    responses: { 201: { description: 'The pending contribution and its checkout.', schema: embedContributionStartSchema } },
  },
  {
    method: 'get',
    path: '/embed/v1/contribution/:id',
    widget: 'contribution',
    summary: 'Follow a contribution after the checkout',
    query: { pot: 'Optional: the pot’s id, checked against the key.' },
    params: { id: 'The contribution’s id from the start.' },
    guestHeader: 'required',
    responses: { 200: { description: 'Its status.', schema: z.object({ contribution: embedContributionStateSchema }) } },
  },
  {
    method: 'get',
    path: '/embed/v1/venue',
    widget: 'venue-search',
    summary: 'The key’s published venues',
    query: { venue: 'Optional: one venue’s id, to narrow an owner key to it.' },
    responses: { 200: { description: 'The venues’ cards (EmbedVenueList in core/embed/embed-venue.rules.ts).', schema: looseAnswer('VenueList') } },
  },
  {
    method: 'get',
    path: '/embed/v1/venue/booking/:id',
    widget: 'venue-search',
    summary: 'A booking made in the widget’s popup: its status and start',
    params: { id: 'The booking’s id from the popup.' },
    responses: { 200: { description: 'The booking (EmbedVenueBooking).', schema: looseAnswer('VenueBooking') } },
  },
  {
    method: 'get',
    path: '/embed/v1/venue/:id/availability',
    widget: 'venue-search',
    summary: 'A venue’s month: which days can be booked',
    params: { id: 'The venue’s id.' },
    query: { month: { description: 'The month as YYYY-MM.', required: true } },
    responses: { 200: { description: 'The month’s days (EmbedVenueMonth).', schema: looseAnswer('VenueMonth') } },
  },
  {
    method: 'get',
    path: '/embed/v1/venue/:id/quote',
    widget: 'venue-search',
    summary: 'The price breakdown for a date, time window and guests',
    params: { id: 'The venue’s id.' },
    query: {
      date: { description: 'YYYY-MM-DD in the venue’s time zone.', required: true },
      startMinute: { description: 'Minutes after midnight.', required: true },
      endMinute: { description: 'Minutes after midnight.', required: true },
      guests: { description: 'How many guests.', required: true },
    },
    responses: { 200: { description: 'The quote (EmbedVenueQuote).', schema: looseAnswer('VenueQuote') } },
  },
  {
    method: 'get',
    path: '/embed/v1/wishlist',
    widget: 'wishlist-add',
    summary: 'The add-to-wishlist button’s card: the seller',
    sessionHeader: 'optional',
    responses: { 200: { description: 'The card.', schema: looseAnswer('WishlistCard') } },
  },
  {
    method: 'get',
    path: '/embed/v1/wishlist/events',
    widget: 'wishlist-add',
    summary: 'The signed-in member’s wishlists to add to',
    sessionHeader: 'required',
    responses: { 200: { description: 'The member’s upcoming events with a wishlist.', schema: looseAnswer('WishlistChoices') } },
  },
  {
    method: 'post',
    path: '/embed/v1/wishlist/items',
    widget: 'wishlist-add',
    summary: 'Add the product to one of the member’s wishlists',
    sessionHeader: 'required',
    body: embedWishlistAddInputSchema,
    examples: {
      valid: { eventId: 'the-event-id', title: 'Wooden kite', priceCents: 2450, url: 'https://shop.example/kite' },
      invalid: { eventId: 'the-event-id', title: 'Wooden kite', colour: 'red' },
    },
    responses: { 201: { description: 'The item as added.', schema: looseAnswer('WishlistAdded') } },
  },
  {
    method: 'post',
    path: '/embed/v1/wishlist/sign-out',
    widget: 'wishlist-add',
    summary: 'End the widget’s sign-in',
    sessionHeader: 'optional',
    responses: { 200: { description: 'Signed out.', schema: z.object({ ok: z.literal(true) }) } },
  },
];

/** `/embed/v1/contribution/:id` → `/api/embed/v1/contribution/{id}`. */
export function openApiPath(honoPath: string): string {
  return `/api${honoPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
}

type JsonSchema = Record<string, unknown>;

/**
 * One schema in OpenAPI 3.1's dialect (JSON Schema 2020-12). The named ones (`.meta({ id })`) that
 * zod puts under `$defs` move to `components.schemas`, and their `$ref`s with them.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output', components: Record<string, JsonSchema>): JsonSchema {
  const result = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any', reused: 'inline', cycles: 'throw' }) as JsonSchema;
  const defs = (result.$defs ?? {}) as Record<string, JsonSchema>;
  delete result.$schema;
  delete result.$defs;
  delete result.id;
  const moveRefs = (value: JsonSchema) => JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
  for (const [name, def] of Object.entries(defs)) {
    delete def.id;
    components[name] = moveRefs(def);
  }
  return moveRefs(result);
}

/**
 * The whole document.
 *
 * @example
 * embedOpenApiDocument('https://cakeday.example').paths['/api/embed/v1/rsvp'].get.summary // → 'The event’s card for the RSVP widget'
 */
export function embedOpenApiDocument(serverUrl: string, operations: EmbedApiOperation[] = embedApiOperations) {
  const paths: Record<string, Record<string, unknown>> = {};
  const components: Record<string, JsonSchema> = {};
  jsonSchema(embedErrorSchema, 'output', components); // fills components.schemas.Error
  const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });
  for (const operation of operations) {
    const parameters: Record<string, unknown>[] = [
      {
        name: 'key',
        in: 'query',
        required: true,
        description: `A publishable embed key for the ${operation.widget} widget (ck_pub_…).`,
        schema: { type: 'string', pattern: '^ck_pub_[A-Za-z0-9_-]{20,40}$' },
      },
      ...Object.entries(operation.query ?? {}).map(([name, query]) =>
        typeof query === 'string'
          ? { name, in: 'query', required: false, description: query, schema: { type: 'string' } }
          : { name, in: 'query', required: true, description: query.description, schema: { type: 'string' } },
      ),
      ...Object.entries(operation.params ?? {}).map(([name, description]) => ({ name, in: 'path', required: true, description, schema: { type: 'string' } })),
    ];
    if (operation.guestHeader) {
      parameters.push({
        name: 'X-Guest-Token',
        in: 'header',
        required: operation.guestHeader === 'required',
        description: 'The guest link token (the invitation link’s `g`).',
        schema: { type: 'string', maxLength: 200 },
      });
    }
    if (operation.sessionHeader) {
      parameters.push({
        name: 'X-Embed-Session',
        in: 'header',
        required: operation.sessionHeader === 'required',
        description: 'The widget-scoped sign-in token the popup on Cakeday handed the widget.',
        schema: { type: 'string' },
      });
    }
    const responses: Record<string, unknown> = {};
    for (const [status, answer] of Object.entries(operation.responses)) {
      responses[status] = { description: answer.description, content: { 'application/json': { schema: jsonSchema(answer.schema, 'output', components) } } };
    }
    if (operation.body) responses['400'] = errorResponse('The body or a parameter is not valid; `fields` names what to fix.');
    responses['403'] = errorResponse('The key is not valid, revoked, not for this widget, or this page’s origin is not allowed; or a guest link is needed.');
    responses['404'] = errorResponse('The key’s event or pot is gone, or what was asked for is not this guest’s.');
    responses['429'] = errorResponse('Too many calls from this address or for this key; `Retry-After` says when to try again.');
    paths[openApiPath(operation.path)] ??= {};
    paths[openApiPath(operation.path)]![operation.method] = {
      operationId: `${operation.method}${openApiPath(operation.path)
        .replace('/api/embed/v1', '')
        .replace(/[{}]/g, '')
        .replace(/(^|[/.-])([a-z])/g, (_, __, letter: string) => letter.toUpperCase())}`,
      summary: operation.summary,
      ...(operation.description ? { description: operation.description } : {}),
      tags: [operation.widget],
      parameters,
      ...(operation.body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: jsonSchema(operation.body, 'input', components),
                  ...(operation.examples
                    ? { examples: { valid: { summary: 'Accepted', value: operation.examples.valid }, invalid: { summary: 'Refused with a 400', value: operation.examples.invalid } } }
                    : {}),
                },
              },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Cakeday widget API',
      version: '1',
      description:
        'The public, versioned API the embeddable Cakeday widgets call from other sites. Every call needs a publishable key (`?key=ck_pub_…`) and a browser `Origin` the key allows; answers carry CORS for exactly that origin. Requests omit credentials: a guest acts through their guest link token.',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: { schemas: components },
  };
}
