/**
 * The RSVP's floor: what the route's own database work costs with nothing of the app around it.
 * A bare Hono route on @hono/node-server (as bench/servers/hello.mjs) that does what
 * `POST /api/public/events/:slug/rsvp` must do at the least — read the JSON body, hash the guest
 * link, read the event and the link's guest, then write the answer and its feed line in a group
 * commit (one transaction per turn of the event loop, as worker/db/group-commit.node.ts) and
 * answer the guest's row — straight on libsql, the same statements by hand. No validation, no
 * security headers, no session, no ORM: it is a yardstick, not a server anyone should run.
 *
 * Its share of bare Hono is the ceiling the app's RSVP could reach on this machine; the app's
 * figure beside it tells how much of the gap is the app's (decision 050).
 */
import { hash } from 'node:crypto';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import Database from 'libsql';

const db = new Database(process.env.DATABASE_PATH);
db.exec('PRAGMA journal_mode = WAL');
db.exec('PRAGMA synchronous = NORMAL');
db.exec('PRAGMA busy_timeout = 5000');

const read = db.prepare(`
  SELECT e.id, e.status, e.rsvp_deadline, e.starts_at, e.capacity, g.id, g.name, g.plus_ones_allowed, g.rsvp_status, g.party_size
  FROM events e LEFT JOIN guests g ON g.link_token_hash = ? AND g.event_id = e.id
  WHERE e.slug = ? LIMIT 1`);
read.raw(true);
const answer = db.prepare(`
  UPDATE guests SET rsvp_status = ?, party_size = ?, plus_one_names = ?, dietary_note = NULL, message = NULL, responded_at = ?, waitlisted_at = NULL, updated_at = ?
  WHERE event_id = ? AND id = ?
    AND coalesce((SELECT seats FROM event_guest_counts WHERE event_id = ? AND rsvp_status = 'going'), 0)
      - (CASE WHEN rsvp_status = 'going' THEN party_size ELSE 0 END) + ? <= coalesce(?, 1e9)
  RETURNING id, user_id, name, plus_ones_allowed, rsvp_status, party_size, plus_one_names, dietary_note, message, link_version`);
answer.raw(true);
const feedLine = db.prepare(`
  INSERT INTO event_activity (id, event_id, kind, guest_id, user_id, actor_name, body, details, created_at)
  SELECT ?, event_id, 'rsvp', id, user_id, ?, ?, ?, ? FROM guests WHERE id = ? AND event_id = ? AND changes() > 0`);

// Feed ids as the app makes them (a UUIDv7: the millisecond first).
const feedId = (now) => {
  const time = now.toString(16).padStart(12, '0');
  const random = crypto.randomUUID();
  return `${time.slice(0, 8)}-${time.slice(8)}-7${random.slice(15, 18)}-${random.slice(19)}`;
};

let waiting = [];
function commitGroup() {
  const group = waiting;
  waiting = [];
  db.exec('BEGIN IMMEDIATE');
  const rows = group.map(({ values, line }) => {
    const [row] = answer.all(values);
    feedLine.run(line);
    return row;
  });
  db.exec('COMMIT');
  group.forEach(({ resolve }, index) => resolve(rows[index]));
}
const write = (values, line) =>
  new Promise((resolve) => {
    waiting.push({ values, line, resolve });
    if (waiting.length === 1) setImmediate(commitGroup);
  });

const app = new Hono();
app.get('/', (c) => c.text('Hello, world!'));
app.post('/api/public/events/:slug/rsvp', async (c) => {
  const input = await c.req.json();
  const found = read.get([hash('sha256', c.req.header('x-guest-token') ?? '', 'hex'), c.req.param('slug')]);
  if (!found || found[5] === null) return c.json({ error: 'Not found' }, 404);
  const [eventId, , , , capacity, guestId, name] = found;
  const now = Date.now();
  const partySize = input.partySize ?? 1;
  const row = await write(
    [input.response, partySize, '[]', now, now, eventId, guestId, eventId, partySize, capacity],
    [feedId(now), name, `${name} answered: ${input.response}`, JSON.stringify({ to: input.response, partySize }), now, guestId, eventId],
  );
  if (!row) return c.json({ error: 'No seat' }, 409);
  return c.json({
    status: row[4],
    guest: {
      id: row[0],
      linkedMember: row[1] !== null,
      name: row[2],
      plusOnesAllowed: Number(row[3]),
      rsvpStatus: row[4],
      partySize: Number(row[5]),
      plusOneNames: JSON.parse(row[6] ?? '[]'),
      dietaryNote: row[7],
      message: row[8],
    },
  });
});
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: '127.0.0.1' }, (info) => {
  console.log(`the RSVP's floor is running at http://127.0.0.1:${info.port}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
