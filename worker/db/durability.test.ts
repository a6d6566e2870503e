import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { afterEach, describe, expect, it } from 'vitest';
import { seedBenchDatabase } from '../../bench/data.ts';
import { tuneFileDatabase } from './client.ts';
import { createLocalClient } from './local-client.node.ts';
import { applyMigrations } from './migrate.ts';
import { startEntry } from '../testing/node-entry.ts';

/**
 * The Node entry runs its database file in WAL mode with synchronous=NORMAL (decision 019): a write
 * acknowledged with a 2xx must survive the process being killed right after, with no chance to
 * close anything. The real entry runs in a process of its own; the test kills it with SIGKILL.
 */
const secret = 'durability-test-guest-link-secret-0123456789';
let dir: string;
let server: ChildProcess | undefined;

afterEach(() => {
  server?.kill('SIGKILL');
  server = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function startDurabilityEntry(file: string): Promise<string> {
  const started = startEntry({ DATABASE_URL: `file:${file}`, SEED_DEMO: '0', ENVIRONMENT: 'test', GUEST_LINK_SECRET: secret, DEMO_PAYMENT_SECRET: secret });
  server = started.entry.process;
  return started.origin;
}

describe('database durability (Node entry, file database)', () => {
  it('keeps every write acknowledged with a 2xx when the process is killed with SIGKILL right after', async () => {
    dir = mkdtempSync(join(tmpdir(), 'cakeday-durability-'));
    const file = join(dir, 'app.db');
    const fixture = await seedBenchDatabase(file, { venues: 3, guestCounts: [5], guestLinkSecret: secret });
    const event = fixture.events[0]!;
    const origin = await startDurabilityEntry(file);

    const answers = ['maybe', 'declined', 'going', 'maybe', 'declined', 'going', 'maybe'] as const;
    let month = 1;
    for (const [index, response] of answers.entries()) {
      const rsvp = await fetch(`${origin}/api/public/events/${event.slug}/rsvp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-guest-token': event.guestToken },
        body: JSON.stringify({ response, partySize: 1 }),
      });
      expect(rsvp.status).toBe(200);
      month = (index % 12) + 1;
      const birthday = await fetch(`${origin}/api/user/birthday`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${fixture.sessionToken}` },
        body: JSON.stringify({ birthdayMonth: month, showOnBirthdayBoard: index % 2 === 0 }),
      });
      expect(birthday.status).toBe(200);
    }
    // Killed the moment the last 2xx arrived: no shutdown, no checkpoint, no close.
    const exited = new Promise((done) => server!.once('exit', done));
    server!.kill('SIGKILL');
    await exited;
    server = undefined;

    const client = createClient({ url: `file:${file}` });
    try {
      expect((await client.execute('PRAGMA journal_mode')).rows[0]?.journal_mode).toBe('wal');
      const guest = await client.execute({ sql: 'SELECT rsvp_status FROM guests WHERE event_id = ? AND id = ?', args: [event.id, `${event.id}-guest-0`] });
      expect(guest.rows[0]?.rsvp_status).toBe(answers.at(-1));
      const user = await client.execute("SELECT birthday_month, show_on_birthday_board FROM users WHERE id = 'bench-host'");
      expect(user.rows[0]).toMatchObject({ birthday_month: month, show_on_birthday_board: 1 });
    } finally {
      client.close();
    }
  }, 60_000);

  it('sets the pragmas on the file client’s one connection, and they hold under concurrent use', async () => {
    dir = mkdtempSync(join(tmpdir(), 'cakeday-pragmas-'));
    const client = createLocalClient(`file:${join(dir, 'app.db')}`);
    try {
      await tuneFileDatabase(client);
      await applyMigrations(client);
      // Many requests at once must not open other connections without the pragmas.
      await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          i % 5 === 0 ? client.execute({ sql: 'INSERT INTO login_throttles (key, failures, last_failure_at) VALUES (?, 1, 0)', args: [`k${i}`] }) : client.execute('SELECT count(*) FROM venues'),
        ),
      );
      const pragma = async (name: string) => Object.values((await client.execute(`PRAGMA ${name}`)).rows[0] ?? {})[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('synchronous')).toBe(1); // NORMAL
      expect(await pragma('busy_timeout')).toBe(5000);
      expect(await pragma('foreign_keys')).toBe(1);
    } finally {
      client.close();
    }
  });
});
