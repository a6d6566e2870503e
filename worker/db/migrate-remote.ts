/**
 * `npm run db:migrate`: applies migrations to the database named by DATABASE_URL (for example a
 * Turso database used by the Workers deployment), with DATABASE_AUTH_TOKEN when it needs one.
 */
import { createClient } from '@libsql/client';
import { applyMigrations } from './migrate.ts';

const url = process.env.DATABASE_URL ?? 'file:data/cakeday.db';
if (url.startsWith('file:')) {
  const { mkdirSync } = await import('node:fs');
  mkdirSync('data', { recursive: true });
}
const client = createClient({ url, authToken: process.env.DATABASE_AUTH_TOKEN });
const applied = await applyMigrations(client);
console.log(applied.length ? `Applied ${applied.join(', ')} to ${url.split('?')[0]}` : `Database ${url.split('?')[0]} is up to date`);
client.close();
