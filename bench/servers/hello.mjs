/**
 * The bench's baseline: a bare Hono hello-world on @hono/node-server, in a process of its own,
 * run with plain node. Prints its address as the app server does, so the bench starts both alike.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/', (c) => c.text('Hello, world!'));
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: '127.0.0.1' }, (info) => {
  console.log(`bare Hono is running at http://127.0.0.1:${info.port}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
