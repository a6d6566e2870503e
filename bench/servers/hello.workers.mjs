/**
 * The Workers bench's baseline: a bare Hono hello-world as a Worker, run by `wrangler dev --local`
 * on the same workerd, with the same compatibility settings as the app (bench/suites/workers.ts).
 */
import { Hono } from 'hono';

const app = new Hono();
app.get('/', (c) => c.text('Hello, world!'));
export default app;
