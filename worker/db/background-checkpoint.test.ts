import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkpointInBackground } from './background-checkpoint.node.ts';
import { tuneFileDatabase } from './client.ts';
import { createLocalClient } from './local-client.node.ts';

/**
 * The Node entry's WAL checkpoints run on a thread of their own (decision 045). What must hold: the
 * committed pages reach the database file without the app's connection checkpointing them, the app's
 * connection keeps its own checkpoints for the guard only, and losing the thread brings SQLite's
 * inline checkpoints back.
 */
describe('WAL checkpoints on a background thread', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'cakeday-checkpoint-'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
  });

  async function fileDatabase() {
    const file = join(dir, 'app.db');
    const client = createLocalClient(`file:${file}`);
    await tuneFileDatabase(client);
    await client.execute('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
    return { file, client };
  }

  async function until(condition: () => Promise<boolean> | boolean) {
    for (let tries = 0; tries < 200; tries += 1) {
      if (await condition()) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('timed out waiting');
  }

  async function autocheckpointPages(client: Awaited<ReturnType<typeof fileDatabase>>['client']) {
    return Number((await client.execute('PRAGMA wal_autocheckpoint')).rows[0]?.[0]);
  }

  it('copies committed writes into the database file while the app’s connection only appends to the log', async () => {
    const { file, client } = await fileDatabase();
    const checkpoints = await checkpointInBackground(client, file, { intervalMs: 20 });
    expect(await autocheckpointPages(client)).toBe(20_000);

    // Far fewer pages than either connection's threshold: only the thread can have copied them.
    await client.batch(
      Array.from({ length: 50 }, (_, id) => ({ sql: 'INSERT INTO notes (id, body) VALUES (?, ?)', args: [id, `note ${id}`] })),
      'write',
    );
    await until(() => checkpoints.checkpoints > 0);

    // The database file alone, without its log, already holds every row.
    const copy = join(dir, 'copy.db');
    copyFileSync(file, copy);
    const alone = new Database(copy);
    expect(alone.prepare('SELECT count(*) AS n FROM notes').get()).toMatchObject({ n: 50 });
    alone.close();
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(0);

    await checkpoints.stop();
    expect(await autocheckpointPages(client)).toBe(1000);
    client.close();
  });

  // The log's length in frames as SQLite's shared index holds it (WalIndexHdr.mxFrame, offset 16):
  // read from the -shm file, so looking does not checkpoint anything.
  const framesInLog = (file: string) => readFileSync(`${file}-shm`).readUInt32LE(16);

  async function writeOneByOne(client: Awaited<ReturnType<typeof fileDatabase>>['client'], count: number) {
    for (let id = 0; id < count; id += 1) {
      await client.execute({ sql: 'INSERT INTO notes (id, body) VALUES (?, ?)', args: [id, 'x'.repeat(500)] });
      if (id % 10 === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  it('starts the log over under a steady stream of writes by catching up between two commits', async () => {
    const { file, client } = await fileDatabase();
    const checkpoints = await checkpointInBackground(client, file, { intervalMs: 10, catchUpPages: 40 });
    await writeOneByOne(client, 400);
    // 400 commits wrote at least 400 frames; a log that started over holds only the latest ones.
    expect(checkpoints.catchUps).toBeGreaterThan(0);
    expect(framesInLog(file)).toBeLessThan(200);
    expect((await client.execute('SELECT count(*) FROM notes')).rows[0]?.[0]).toBe(400);
    await checkpoints.stop();
    client.close();
  });

  it('leaves the database file alone when nothing is written (no checkpoint to report)', async () => {
    const { file, client } = await fileDatabase();
    const checkpoints = await checkpointInBackground(client, file, { intervalMs: 20 });
    await client.execute({ sql: 'INSERT INTO notes (id, body) VALUES (?, ?)', args: [1, 'one'] });
    await until(() => checkpoints.checkpoints > 0);
    const after = checkpoints.checkpoints;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(checkpoints.checkpoints).toBe(after);
    await checkpoints.stop();
    client.close();
  });

  it('gives the checkpoints back to SQLite when the thread cannot run', async () => {
    const { client } = await fileDatabase();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await checkpointInBackground(client, join(dir, 'no-such-folder', 'app.db'), { intervalMs: 20 });
    await until(async () => (await autocheckpointPages(client)) === 1000);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('checkpoints stopped'), expect.anything());
    client.close();
  });
});
