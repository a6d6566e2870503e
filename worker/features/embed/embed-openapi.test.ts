/**
 * The widget API's OpenAPI 3.1 document against the routes themselves (decision 032), on a real
 * libSQL database: every `/api/embed/v1/…` route of the app is in the document and the other way
 * round; the example bodies the document allows are accepted by the routes and the ones it forbids
 * are refused with a 400 that changes nothing; and real answers fit the document's schemas. The
 * document's schemas are read back with zod's own `z.fromJSONSchema`, so this checks the JSON the
 * document says, not the zod schemas it came from.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_TEST_CARDS } from '../../services/payments/demo-provider.ts';
import { insertEvent, insertGuest, registerMember } from '../../testing/invitations.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { embedApiOperations } from './embed-openapi.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://cakeday.test' } });
});
afterEach(() => t.close());

const SITE = 'https://mia-family.example';
type Doc = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      { requestBody?: { content: Record<string, { schema: unknown; examples?: Record<string, { value: unknown }> }> }; responses: Record<string, { content?: Record<string, { schema: unknown }> }> }
    >
  >;
  components: { schemas: Record<string, unknown> };
};

async function loadDocument(): Promise<Doc> {
  const response = await t.call('GET', '/api/embed/v1/openapi.json');
  expect(response.status).toBe(200);
  return response.data as Doc;
}

/** A schema of the document as zod, its `#/components/schemas/…` references resolved. */
function schemaOf(doc: Doc, schema: unknown) {
  return z.fromJSONSchema(JSON.parse(JSON.stringify({ ...(schema as object), $defs: doc.components.schemas }).replaceAll('"#/components/schemas/', '"#/$defs/')));
}

const responseSchema = (doc: Doc, method: string, path: string, status: number) => schemaOf(doc, doc.paths[path]![method]!.responses[String(status)]!.content!['application/json']!.schema);

/** Hono's routes of the whole app under /api/embed/v1, as `get /api/embed/v1/contribution/{id}`. */
function appRoutes(): string[] {
  return [
    ...new Set(
      t.app.routes
        .filter((route) => route.path.startsWith('/api/embed/v1/') && route.method !== 'OPTIONS' && route.method !== 'ALL' && route.path !== '/api/embed/v1/openapi.json')
        .map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`),
    ),
  ].sort();
}

/** An RSVP key and a contribution key on one party with a fund, a guest with a link, and a gift handed out. */
async function world() {
  const host = await registerMember(t, 'Hana Host', 'hana@example.com');
  const event = await insertEvent(t, host.id, { plusOnesAllowed: 1 });
  const guest = await insertGuest(t, event.id, { name: 'Gus Guest', email: 'gus@example.com' });
  const pot = await t.call('POST', `/api/events/${event.id}/pots`, { token: host.token, json: { kind: 'event_fund', title: 'Mia’s fund', minCents: 500, maxCents: 50_000 } });
  expect(pot.status).toBe(201);
  expect((await t.call('POST', `/api/events/${event.id}/wishlist/items`, { token: host.token, json: { title: 'Kite', priceCents: 1500 } })).status).toBe(201);
  expect((await t.call('POST', `/api/events/${event.id}/wishlist/assignment/run`, { token: host.token })).status).toBe(200);
  const keyFor = async (widget: string, target: { kind: string; id: string }) => {
    const created = await t.call('POST', '/api/embed/keys', { token: host.token, json: { widget, target, allowedOrigins: [SITE] } });
    expect(created.status, JSON.stringify(created.data)).toBe(201);
    return created.data.key.id as string;
  };
  return { host, event, guest, potId: pot.data.id as string, rsvpKey: await keyFor('rsvp', { kind: 'event', id: event.id }), potKey: await keyFor('contribution', { kind: 'pot', id: pot.data.id }) };
}

const count = async (table: string) => Number((await t.client.execute(`select count(*) as n from ${table}`)).rows[0]!.n);

describe('the widget API’s OpenAPI document', () => {
  it('is an OpenAPI 3.1 document anyone may read, and every reference in it resolves', async () => {
    const response = await t.call('GET', '/api/embed/v1/openapi.json', { headers: { origin: 'https://anyone.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const doc = response.data as Doc & { servers: { url: string }[] };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: 'https://cakeday.test' }]);
    for (const ref of JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)) expect(doc.components.schemas, ref[1]).toHaveProperty(ref[1]!);
    expect(JSON.stringify(doc)).not.toContain('#/$defs/');
  });

  it('names every /api/embed/v1 route of the app, and nothing else', async () => {
    const doc = await loadDocument();
    const documented = Object.entries(doc.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`))
      .sort();
    expect(documented).toEqual(appRoutes());
  });

  it('its example bodies: the valid ones fit the document and the routes accept them; the invalid ones fit neither and change nothing', async () => {
    const doc = await loadDocument();
    const { guest, rsvpKey, potKey } = await world();
    // How to call each widget's routes in this world; a widget missing here has its examples checked against the document only.
    const callers: Partial<Record<string, (method: string, path: string, body: unknown) => Promise<{ status: number; data: unknown }>>> = {
      rsvp: (method, path, body) => t.call(method.toUpperCase(), `${path}?key=${rsvpKey}`, { json: body, headers: { origin: SITE } }),
      contribution: (method, path, body) => t.call(method.toUpperCase(), `${path}?key=${potKey}`, { json: body, headers: { origin: SITE, 'x-guest-token': guest.token } }),
    };
    const withBodies = embedApiOperations.filter((operation) => operation.body);
    expect(withBodies.length).toBeGreaterThanOrEqual(3);
    for (const operation of withBodies) {
      const path = `/api${operation.path}`;
      const content = doc.paths[path]![operation.method]!.requestBody!.content['application/json']!;
      const schema = schemaOf(doc, content.schema);
      const valid = content.examples!.valid!.value;
      const invalid = content.examples!.invalid!.value;
      expect(schema.safeParse(valid).success, `${path}: valid example`).toBe(true);
      expect(schema.safeParse(invalid).success, `${path}: invalid example`).toBe(false);
      const call = callers[operation.widget];
      if (!call) continue;
      const before = [await count('guests'), await count('contributions')];
      const refused = await call(operation.method, path, invalid);
      expect(refused.status, `${path}: ${JSON.stringify(refused.data)}`).toBe(400);
      expect([await count('guests'), await count('contributions')], path).toEqual(before);
      const accepted = await call(operation.method, path, valid);
      expect(accepted.status, `${path}: ${JSON.stringify(accepted.data)}`).toBeGreaterThanOrEqual(200);
      expect(accepted.status).toBeLessThan(300);
      expect(responseSchema(doc, operation.method, path, accepted.status).safeParse(accepted.data).success, `${path}: answer`).toBe(true);
    }
  });

  it('real answers of the RSVP, gift and contribution routes fit the document’s schemas', async () => {
    const doc = await loadDocument();
    const { guest, rsvpKey, potKey } = await world();
    const asGuest = { origin: SITE, 'x-guest-token': guest.token };
    const fits = (method: string, path: string, status: number, data: unknown) => {
      const result = responseSchema(doc, method, path, status).safeParse(data);
      expect(result.success, `${method} ${path}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
    };

    const card = await t.call('GET', `/api/embed/v1/rsvp?key=${rsvpKey}`, { headers: asGuest });
    fits('get', '/api/embed/v1/rsvp', 200, card.data);
    const answer = await t.call('POST', `/api/embed/v1/rsvp?key=${rsvpKey}`, { json: { guestToken: guest.token, response: 'going', partySize: 1 }, headers: { origin: SITE } });
    expect(answer.status).toBe(200);
    fits('post', '/api/embed/v1/rsvp', 200, answer.data);
    const gift = await t.call('GET', `/api/embed/v1/rsvp/gift?key=${rsvpKey}`, { headers: asGuest });
    fits('get', '/api/embed/v1/rsvp/gift', 200, gift.data);
    const bought = await t.call('POST', `/api/embed/v1/rsvp/gift/bought?key=${rsvpKey}`, { headers: asGuest });
    fits('post', '/api/embed/v1/rsvp/gift/bought', 200, bought.data);

    const pot = await t.call('GET', `/api/embed/v1/contribution?key=${potKey}`, { headers: asGuest });
    fits('get', '/api/embed/v1/contribution', 200, pot.data);
    const started = await t.call('POST', `/api/embed/v1/contribution?key=${potKey}`, { json: { amountCents: 2_500, name: 'Gus' }, headers: asGuest });
    expect(started.status).toBe(201);
    fits('post', '/api/embed/v1/contribution', 201, started.data);
    const sessionId = new URL(started.data.checkoutUrl).pathname.split('/').pop()!;
    await t.call('POST', `/api/payments/demo/checkout/${sessionId}/pay`, { json: { cardNumber: DEMO_TEST_CARDS.success } });
    const followed = await t.call('GET', `/api/embed/v1/contribution/${started.data.contribution.id}?key=${potKey}`, { headers: asGuest });
    fits('get', '/api/embed/v1/contribution/{id}', 200, followed.data);

    // And a refusal fits the shared Error schema.
    const refused = await t.call('GET', `/api/embed/v1/rsvp?key=${rsvpKey}`, { headers: { origin: 'https://elsewhere.example' } });
    expect(refused.status).toBe(403);
    expect(schemaOf(doc, doc.components.schemas.Error).safeParse(refused.data).success).toBe(true);
  });
});
