import { Hono } from 'hono';
import type { AppBindings } from '../../deps.ts';
import { embedOpenApiDocument } from './embed-openapi.ts';

let cached: { server: string; body: string } | undefined;

/**
 * `GET /api/embed/v1/openapi.json`: the widget API's OpenAPI 3.1 document, public (any origin may
 * read it, no key), built once per server URL from the zod schemas (embed-openapi.ts).
 */
export const embedOpenApiRoutes = new Hono<AppBindings>().get('/embed/v1/openapi.json', (c) => {
  const server = new URL(c.get('deps').env.APP_URL ?? c.req.url).origin;
  if (cached?.server !== server) cached = { server, body: JSON.stringify(embedOpenApiDocument(server)) };
  return c.body(cached.body, 200, { 'Content-Type': 'application/json; charset=utf-8', 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'public, max-age=300' });
});
