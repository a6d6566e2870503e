import type { Client } from '@libsql/client';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { betweenWrites } from './group-commit.node.ts';

/**
 * WAL checkpoints for the Node entry's database file, on a thread of their own (decision 045).
 *
 * Why: in WAL mode with synchronous=NORMAL a commit only appends to the log; the fsyncs happen when
 * the log is checkpointed back into the database. SQLite runs that checkpoint inside the commit
 * that pushes the log past `wal_autocheckpoint` pages — on the app's one connection, on the main
 * thread, where it stalled the event loop 5–20 ms every few hundred writes (half of all commit time
 * under the bench's RSVP load, and its p99). A PASSIVE checkpoint from a second connection copies the
 * same pages without taking the writer's lock, so here it runs beside the app instead of inside it.
 *
 * The log only starts over from its beginning when a write begins with every frame already copied.
 * Under a steady stream of writes the thread never gets there (each commit appends while it copies),
 * so once the log passes `catchUpPages` the thread catches up *between* two group commits
 * (betweenWrites): writes made meanwhile wait for that one short checkpoint, reads go on, and the
 * next commit starts the log over. The main connection keeps a higher `wal_autocheckpoint` only as a
 * guard should the thread stall; if the thread dies, SQLite's own default comes back.
 *
 * On Workers durability is the libSQL server's; nothing here runs there.
 */
export async function checkpointInBackground(client: Client, databasePath: string, options: CheckpointOptions = {}): Promise<BackgroundCheckpoints> {
  const intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
  const catchUpPages = options.catchUpPages ?? CATCH_UP_PAGES;
  await client.execute(`PRAGMA wal_autocheckpoint = ${GUARD_PAGES}`);
  const libsqlPath = createRequire(import.meta.resolve('@libsql/client')).resolve('libsql');
  const thread = new Worker(CHECKPOINT_THREAD, { eval: true, workerData: { libsqlPath, databasePath, intervalMs } });
  // The thread never keeps the process alive: a checkpoint cut short by exit is safe (SQLite
  // finishes or redoes it from the log on the next open).
  thread.unref();

  const counts = { checkpoints: 0, catchUps: 0 };
  let caughtUp: (() => void) | undefined;
  let catchUpAsked = false;
  const catchUp = () =>
    betweenWrites(
      client,
      () =>
        new Promise<void>((resolve) => {
          // Writes are held only this long, even if the thread never answers.
          const timer = setTimeout(release, CATCH_UP_LIMIT_MS);
          function release() {
            clearTimeout(timer);
            caughtUp = undefined;
            resolve();
          }
          caughtUp = release;
          thread.postMessage('catch-up');
        }),
    );

  thread.on('message', (report: { log: number; checkpointed: number; catchUp?: boolean }) => {
    counts.checkpoints += 1;
    if (report.catchUp) {
      counts.catchUps += 1;
      caughtUp?.();
    } else if (report.log >= catchUpPages && !catchUpAsked) {
      catchUpAsked = true;
      void catchUp().finally(() => {
        catchUpAsked = false;
      });
    }
  });
  // A thread that is gone answers no catch-up: the held writes go on at once.
  thread.on('exit', () => caughtUp?.());
  thread.on('error', (error) => {
    caughtUp?.();
    // Without the thread the log must not grow up to the guard: back to SQLite's own default.
    console.error('Background WAL checkpoints stopped; SQLite checkpoints inline again:', error);
    void client.execute(`PRAGMA wal_autocheckpoint = ${SQLITE_DEFAULT_PAGES}`).catch(() => undefined);
  });
  return {
    get checkpoints() {
      return counts.checkpoints;
    },
    get catchUps() {
      return counts.catchUps;
    },
    stop: async () => {
      await thread.terminate();
      caughtUp?.();
      await client.execute(`PRAGMA wal_autocheckpoint = ${SQLITE_DEFAULT_PAGES}`);
    },
  };
}

export interface CheckpointOptions {
  /** How often the thread checkpoints what the log holds (ms). */
  intervalMs?: number;
  /** The log's length (pages) past which the thread catches up between two commits. */
  catchUpPages?: number;
}

export interface BackgroundCheckpoints {
  /** Checkpoints the thread has reported (those that copied pages, and every catch-up). */
  readonly checkpoints: number;
  /** Of those, the ones run between two commits to start the log over. */
  readonly catchUps: number;
  stop(): Promise<void>;
}

// A power cut loses at most the commits since the last checkpoint's fsync: about this long.
const DEFAULT_INTERVAL_MS = 500;
// ~16 MB of 4 KB pages: a catch-up every few seconds under the bench's heaviest write load.
const CATCH_UP_PAGES = 4000;
// ~80 MB: reached only if the thread stalls; SQLite then checkpoints inline as it did before.
const GUARD_PAGES = 20_000;
const SQLITE_DEFAULT_PAGES = 1000;
const CATCH_UP_LIMIT_MS = 2000;

// The thread's whole program (CommonJS, run with eval so the Node bundle needs no second file). It
// loads the same native libsql the client uses, by absolute path. A PASSIVE checkpoint never waits
// for a lock and never blocks the writer; one with nothing new to copy returns at once and is not
// reported. A catch-up is always answered, so the held writes go on.
const CHECKPOINT_THREAD = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.libsqlPath);
const db = new Database(workerData.databasePath);
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
let last = '';
function run(catchUp) {
  const { log, checkpointed } = checkpoint.get();
  const answer = log + '/' + checkpointed;
  if (catchUp || (checkpointed > 0 && answer !== last)) parentPort.postMessage({ log, checkpointed, catchUp });
  last = answer;
}
setInterval(() => run(false), workerData.intervalMs);
parentPort.on('message', () => run(true));
`;
