import { type Client, createClient, type Transaction } from '@libsql/client';

/**
 * One Node process per database file. The Node server keeps sessions, roles, pages and prices in
 * memory and learns of a change only from its own writes (decisions 042 and 053), so a second
 * process on the same file would serve what the first one changed as it was, for seconds: a
 * signed-out session still accepted, a paused venue booked at its old price. Scaling out is the
 * Workers deployment's job (docs/deploy-cloudflare.md), not a second process here.
 *
 * The lock is a write transaction held open for the life of the process on a small side file
 * (`<database>-process-lock`), not on the database itself, whose own locks SQLite manages. The
 * kernel releases it when the process ends in any way, SIGKILL included, so a crash never leaves
 * a stale lock behind, and a second process is refused at once (no busy wait).
 */
export class DatabaseInUseError extends Error {}

/** Held for the process's life: a lock that is garbage-collected is released. */
const held = new Map<string, { client: Client; transaction: Transaction }>();

export async function lockDatabaseFile(databasePath: string): Promise<void> {
  const lockPath = `${databasePath}-process-lock`;
  if (held.has(lockPath)) return;
  const client = createClient({ url: `file:${lockPath}` });
  try {
    await client.execute('PRAGMA busy_timeout = 0');
    const transaction = await client.transaction('write');
    // A write makes the transaction take its lock now, not at its first write.
    await transaction.execute('CREATE TABLE IF NOT EXISTS held_by_a_running_server (pid INTEGER)');
    held.set(lockPath, { client, transaction });
  } catch (error) {
    client.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new DatabaseInUseError(
        `Another Cakeday server is already running on ${databasePath}. Run one process per database file: ` +
          'the server keeps sessions, pages and prices in memory and would not see the other process’s changes. ' +
          'Stop the other process, or give this one its own DATABASE_URL; to run on many machines, use the Workers deployment (docs/deploy-cloudflare.md).',
      );
    }
    throw error;
  }
}
