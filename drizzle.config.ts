import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'turso',
  schema: './worker/db/schema/index.ts',
  out: './worker/db/migrations',
  dbCredentials: { url: process.env.DATABASE_URL ?? 'file:data/cakeday.db' },
});
