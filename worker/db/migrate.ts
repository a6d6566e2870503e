import type { Client } from '@libsql/client';
import { ensureSearchIndex } from './marketplace-search-index.ts';
import { migrations } from './migrations/embedded.ts';

/**
 * Applies the embedded migrations that have not run yet, each in one write batch together with
 * its bookkeeping row, so a crash never leaves a migration half applied. Runtime-agnostic.
 * Then the marketplace's search index, where the database can make one (marketplace-search-index.ts).
 */
export async function applyMigrations(client: Client): Promise<string[]> {
  await client.execute('CREATE TABLE IF NOT EXISTS _cakeday_migrations (tag TEXT PRIMARY KEY NOT NULL, applied_at INTEGER NOT NULL)');
  const applied = new Set((await client.execute('SELECT tag FROM _cakeday_migrations')).rows.map((row) => String(row.tag)));
  const newlyApplied: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.tag)) continue;
    await client.batch([...migration.statements, { sql: 'INSERT INTO _cakeday_migrations (tag, applied_at) VALUES (?, ?)', args: [migration.tag, Date.now()] }], 'write');
    newlyApplied.push(migration.tag);
  }
  // Not a migration: a database without FTS5 must still start (the search falls back to LIKE).
  await ensureSearchIndex(client);
  return newlyApplied;
}
