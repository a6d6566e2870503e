import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { type GuestPagesFixture, guestPage, keptAndFresh, type PageAnswer, seedGuestPages } from '../testing/guest-pages.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * A guest's public page and gift page are kept under their event's guest list, details and
 * wishlist versions, which only triggers change (migrations 0016 and 0020, decision 035's
 * addendum). Whatever writes to what the pages show, by whatever path, the next read must show it:
 * a kept page always equals the page built afresh. Each trigger is shown to be needed (dropped, its
 * write leaves a stale page) and the whole set to be enough (random writes to every table).
 */
let t: TestApp | undefined;
afterEach(() => t?.close());

async function start() {
  // Drops each trigger on purpose to show the kept page going stale, which verify mode (testing/verified-caches.ts) would refuse.
  t = await createTestApp({ verifyCaches: false });
  return { t, fixture: await seedGuestPages(t) };
}

/** Both pages of Gus and of Pia. */
function readPages(app: TestApp, fixture: GuestPagesFixture) {
  return [
    () => guestPage(app, 'page', fixture.slug, fixture.tokens.gus),
    () => guestPage(app, 'page', fixture.slug, fixture.tokens.pia),
    () => guestPage(app, 'gift', fixture.slug, fixture.tokens.gus),
    () => guestPage(app, 'gift', fixture.slug, fixture.tokens.pia),
  ];
}
const readAll = async (reads: (() => Promise<PageAnswer>)[]) => {
  const answers = [];
  for (const read of reads) answers.push(await read());
  return answers;
};

type Sql = string | { sql: string; args: (string | number | null)[] };
interface Scenario {
  trigger: string;
  /** What a case needs in place before the pages are kept (written with every trigger in place). */
  before?: Sql[];
  write: Sql[];
}

const bands = (label: string) =>
  JSON.stringify([
    { id: 'low', label, minCents: 0, maxCents: 2000 },
    { id: 'high', label: '$20–50', minCents: 2000, maxCents: 5000 },
  ]);

// One write per trigger whose change the pages show (and that no other trigger would also announce).
const scenarios: Scenario[] = [
  { trigger: 'events_details_version_after_update', write: ["UPDATE events SET title = 'Maya turns eight' WHERE id = 'ev'"] },
  {
    trigger: 'event_cohosts_details_version_after_insert',
    write: ["INSERT INTO event_cohosts (id, event_id, email, user_id, invited_at, accepted_at) VALUES ('co-eve', 'ev', 'eve@example.com', 'eve', 1, 2)"],
  },
  { trigger: 'event_cohosts_details_version_after_update', write: ["UPDATE event_cohosts SET accepted_at = 5 WHERE id = 'co-dee'"] },
  { trigger: 'event_cohosts_details_version_after_delete', write: ["DELETE FROM event_cohosts WHERE id = 'co-cy'"] },
  { trigger: 'users_name_details_version_after_update', write: ["UPDATE users SET name = 'Annie' WHERE id = 'ann'"] },
  { trigger: 'users_name_details_version_after_update', write: ["UPDATE users SET name = 'Cyrus' WHERE id = 'cy'"] },
  // Where foreign keys are not enforced, no cascade announces a member who is gone: the host names lose them.
  { trigger: 'users_details_version_after_delete', write: ['PRAGMA foreign_keys = OFF', "DELETE FROM users WHERE id = 'cy'", 'PRAGMA foreign_keys = ON'] },
  {
    trigger: 'guests_list_version_after_insert',
    write: ["INSERT INTO guests (id, event_id, name, rsvp_status, link_token_hash, created_at, updated_at) VALUES ('new', 'ev', 'Noa', 'going', 'hash-new', 1, 1)"],
  },
  { trigger: 'guests_list_version_after_update', write: ["UPDATE guests SET rsvp_status = 'declined' WHERE id = 'gus'"] },
  { trigger: 'guests_list_version_after_delete', write: ["DELETE FROM guests WHERE id = 'cal'"] },
  {
    trigger: 'wishlist_settings_wishlist_version_after_insert',
    before: ["DELETE FROM wishlist_settings WHERE event_id = 'ev'"],
    write: [{ sql: "INSERT INTO wishlist_settings (event_id, bands, updated_at) VALUES ('ev', ?, 1)", args: [bands('Small')] }],
  },
  { trigger: 'wishlist_settings_wishlist_version_after_update', write: [{ sql: "UPDATE wishlist_settings SET bands = ? WHERE event_id = 'ev'", args: [bands('Small')] }] },
  { trigger: 'wishlist_settings_wishlist_version_after_delete', write: ["DELETE FROM wishlist_settings WHERE event_id = 'ev'"] },
  {
    trigger: 'wishlist_items_wishlist_version_after_insert',
    write: ["INSERT INTO wishlist_items (id, event_id, title, price_cents, position, created_at, updated_at) VALUES ('boat', 'ev', 'Boat', 20000, 9, 1, 1)"],
  },
  { trigger: 'wishlist_items_wishlist_version_after_update', write: ["UPDATE wishlist_items SET title = 'Red kite' WHERE id = 'kite'"] },
  { trigger: 'wishlist_items_wishlist_version_after_delete', write: ["DELETE FROM wishlist_items WHERE id = 'drone'"] },
  {
    trigger: 'wishlist_guest_bands_wishlist_version_after_insert',
    before: ["DELETE FROM wishlist_guest_bands WHERE guest_id = 'gus'"],
    write: ["INSERT INTO wishlist_guest_bands (guest_id, event_id, band_id, chosen_by, updated_at) VALUES ('gus', 'ev', 'low', 'guest', 1)"],
  },
  { trigger: 'wishlist_guest_bands_wishlist_version_after_update', write: ["UPDATE wishlist_guest_bands SET band_id = 'high' WHERE guest_id = 'gus'"] },
  { trigger: 'wishlist_guest_bands_wishlist_version_after_delete', write: ["DELETE FROM wishlist_guest_bands WHERE guest_id = 'gus'"] },
  {
    trigger: 'wishlist_assignments_wishlist_version_after_insert',
    before: ["DELETE FROM wishlist_assignments WHERE guest_id = 'gus'"],
    write: ["INSERT INTO wishlist_assignments (id, event_id, guest_id, item_id, unit_index, explanation, updated_at) VALUES ('as-2', 'ev', 'gus', 'kite', 0, 'pinned', 1)"],
  },
  { trigger: 'wishlist_assignments_wishlist_version_after_update', write: ["UPDATE wishlist_assignments SET status = 'bought', bought_at = 1 WHERE guest_id = 'gus'"] },
  { trigger: 'wishlist_assignments_wishlist_version_after_delete', write: ["DELETE FROM wishlist_assignments WHERE guest_id = 'gus'"] },
  {
    trigger: 'wishlist_pot_members_wishlist_version_after_insert',
    write: ["INSERT INTO wishlist_pot_members (id, event_id, item_id, guest_id, joined_at) VALUES ('pot-pia', 'ev', 'drone', 'pia', 1)"],
  },
  { trigger: 'wishlist_pot_members_wishlist_version_after_update', write: ["UPDATE wishlist_pot_members SET item_id = 'drone' WHERE guest_id = 'cal'"] },
  { trigger: 'wishlist_pot_members_wishlist_version_after_delete', write: ["DELETE FROM wishlist_pot_members WHERE guest_id = 'cal'"] },
];

async function runAll(app: TestApp, statements: Sql[] = []) {
  for (const statement of statements) await app.client.execute(statement);
}

describe('the triggers behind a guest’s kept pages', () => {
  it('has a case for every trigger that bumps the details or wishlist version, and for the guest list version’s triggers on guests', async () => {
    const { t: app } = await start();
    const rows = (await app.client.execute("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'")).rows;
    const bumping = rows.filter((row) => /details_version|wishlist_version/.test(String(row.sql)) || /^guests_list_version_/.test(String(row.name))).map((row) => String(row.name));
    expect([...new Set(scenarios.map((scenario) => scenario.trigger))].sort()).toEqual(bumping.sort());
  });

  for (const scenario of scenarios) {
    it(`${scenario.trigger}: the next read shows ${JSON.stringify(scenario.write.at(-2) ?? scenario.write[0]).slice(0, 90)}; without the trigger the kept page goes stale`, async () => {
      for (const dropped of [false, true]) {
        const { t: app, fixture } = await start();
        await runAll(app, scenario.before);
        const before = await readAll(readPages(app, fixture));
        if (dropped) await app.client.execute(`DROP TRIGGER ${scenario.trigger}`);
        await runAll(app, scenario.write);
        const { kept, fresh } = await keptAndFresh(app, readPages(app, fixture));
        // The write changes what the pages show, so a page kept across it would be caught.
        expect(fresh, 'the write shows on a page').not.toEqual(before);
        if (dropped) expect(kept, 'a kept page went stale without the trigger').not.toEqual(fresh);
        else expect(kept).toEqual(fresh);
        app.close();
        t = undefined;
      }
    });
  }
});

describe('a guest’s kept pages after any sequence of writes straight to the tables', () => {
  it('always equal the pages built afresh, for every link: its own guest, another guest, another event’s guest, a revoked link', async () => {
    const { t: app, fixture } = await start();
    const { tokens, slug } = fixture;
    const revoked: string[] = [];
    const reads = () => [tokens.gus, tokens.pia, tokens.zed, ...revoked.slice(-2)].flatMap((token) => [() => guestPage(app, 'page', slug, token), () => guestPage(app, 'gift', slug, token)]);
    const guestIds = ['gus', 'pia', 'cal', 'zed'];
    const statuses = ['pending', 'going', 'maybe', 'declined', 'waitlisted'];
    const items = ['kite', 'lego', 'bike', 'drone'];
    const operation = fc.oneof(
      fc.record({ kind: fc.constant('answer' as const), guest: fc.constantFrom(...guestIds), status: fc.constantFrom(...statuses), size: fc.integer({ min: 1, max: 3 }) }),
      fc.record({ kind: fc.constant('renameGuest' as const), guest: fc.constantFrom(...guestIds), name: fc.constantFrom('Gus', 'Gustav', 'Pia P.', 'Cal') }),
      fc.record({ kind: fc.constant('insertGuest' as const), status: fc.constantFrom(...statuses) }),
      fc.record({ kind: fc.constant('deleteGuest' as const), guest: fc.constantFrom('cal', 'pia') }),
      fc.record({ kind: fc.constant('revokeLink' as const), guest: fc.constantFrom('gus', 'pia') }),
      fc.record({ kind: fc.constant('event' as const), column: fc.constantFrom('title', 'status', 'location', 'guest_list_visibility', 'capacity', 'plus_ones_allowed'), pick: fc.nat(2) }),
      fc.record({ kind: fc.constant('cohost' as const), action: fc.constantFrom('accept', 'insert', 'delete', 'rename') }),
      fc.record({ kind: fc.constant('renameHost' as const), name: fc.constantFrom('Ann', 'Annie') }),
      fc.record({ kind: fc.constant('bands' as const), action: fc.constantFrom('label', 'delete', 'insert', 'ran') }),
      fc.record({ kind: fc.constant('item' as const), item: fc.constantFrom(...items), action: fc.constantFrom('price', 'title', 'delete', 'insert') }),
      fc.record({ kind: fc.constant('band' as const), guest: fc.constantFrom('gus', 'pia'), band: fc.constantFrom('low', 'high', null) }),
      fc.record({ kind: fc.constant('assign' as const), guest: fc.constantFrom('gus', 'pia', 'cal'), item: fc.constantFrom(...items), action: fc.constantFrom('put', 'bought', 'delete') }),
      fc.record({ kind: fc.constant('pot' as const), guest: fc.constantFrom('gus', 'pia', 'cal'), item: fc.constantFrom('bike', 'drone'), join: fc.boolean() }),
      fc.record({ kind: fc.constant('clock' as const), days: fc.integer({ min: 1, max: 4 }) }),
    );
    let serial = 0;
    const run = (sql: string, args: (string | number | null)[] = []) => app.client.execute({ sql, args });
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 10 }), async (operations) => {
        for (const op of operations) {
          serial += 1;
          if (op.kind === 'answer') await run('UPDATE guests SET rsvp_status = ?, party_size = ? WHERE id = ?', [op.status, op.size, op.guest]);
          else if (op.kind === 'renameGuest') await run('UPDATE guests SET name = ? WHERE id = ?', [op.name, op.guest]);
          else if (op.kind === 'insertGuest')
            await run("INSERT INTO guests (id, event_id, name, rsvp_status, link_token_hash, created_at, updated_at) VALUES (?, 'ev', ?, ?, ?, ?, ?)", [
              `g${serial}`,
              `Guest ${serial}`,
              op.status,
              `hash-${serial}`,
              serial,
              serial,
            ]);
          else if (op.kind === 'deleteGuest') await run('DELETE FROM guests WHERE id = ?', [op.guest]);
          else if (op.kind === 'revokeLink') {
            // As the host's "new link" does it: the old token must stop at once.
            revoked.push(op.guest === 'gus' ? tokens.gus : tokens.pia);
            await run('UPDATE guests SET link_version = link_version + 1, link_token_hash = ? WHERE id = ?', [`revoked-${serial}`, op.guest]);
          } else if (op.kind === 'event') {
            const values: Record<string, (string | number)[]> = {
              title: ['Party ev', 'Maya turns 8', 'Surprise!'],
              status: ['active', 'cancelled', 'active'],
              location: ['12 Maple Street', 'The park', 'Hall B'],
              guest_list_visibility: ['everyone', 'counts', 'everyone'],
              capacity: [40, 3, 100],
              plus_ones_allowed: [1, 0, 2],
            };
            await run(`UPDATE events SET ${op.column} = ? WHERE id = 'ev'`, [values[op.column]![op.pick]!]);
          } else if (op.kind === 'cohost') {
            if (op.action === 'accept') await run("UPDATE event_cohosts SET accepted_at = CASE WHEN accepted_at IS NULL THEN 5 ELSE NULL END WHERE id = 'co-dee'");
            else if (op.action === 'insert')
              await run("INSERT INTO event_cohosts (id, event_id, email, user_id, invited_at, accepted_at) VALUES ('co-eve', 'ev', 'eve@example.com', 'eve', 1, 2) ON CONFLICT DO NOTHING");
            else if (op.action === 'delete') await run("DELETE FROM event_cohosts WHERE id IN ('co-cy', 'co-eve')");
            else await run("UPDATE users SET name = CASE name WHEN 'Cy' THEN 'Cyrus' ELSE 'Cy' END WHERE id = 'cy'");
          } else if (op.kind === 'renameHost') await run("UPDATE users SET name = ? WHERE id = 'ann'", [op.name]);
          else if (op.kind === 'bands') {
            if (op.action === 'label') await run(`UPDATE wishlist_settings SET bands = ? WHERE event_id = 'ev'`, [bands(`Up to $20 (${serial})`)]);
            else if (op.action === 'delete') await run("DELETE FROM wishlist_settings WHERE event_id = 'ev'");
            else if (op.action === 'insert') await run("INSERT INTO wishlist_settings (event_id, bands, updated_at) VALUES ('ev', ?, 1) ON CONFLICT DO NOTHING", [bands('Small')]);
            else await run("UPDATE wishlist_settings SET assignment_ran_at = CASE WHEN assignment_ran_at IS NULL THEN 1 ELSE NULL END WHERE event_id = 'ev'");
          } else if (op.kind === 'item') {
            if (op.action === 'price') await run('UPDATE wishlist_items SET price_cents = price_cents + 4000 WHERE id = ?', [op.item]);
            else if (op.action === 'title') await run('UPDATE wishlist_items SET title = ? WHERE id = ?', [`Item ${serial}`, op.item]);
            else if (op.action === 'delete') await run('DELETE FROM wishlist_items WHERE id = ?', [op.item]);
            else
              await run("INSERT INTO wishlist_items (id, event_id, title, price_cents, quantity, position, created_at, updated_at) VALUES (?, 'ev', ?, 1800, 2, ?, 1, 1) ON CONFLICT DO NOTHING", [
                op.item,
                `Back ${op.item}`,
                serial,
              ]);
          } else if (op.kind === 'band') {
            if (op.band === null) await run('DELETE FROM wishlist_guest_bands WHERE guest_id = ?', [op.guest]);
            // Only for a guest still on the list (an earlier step may have deleted them).
            else
              await run(
                "INSERT INTO wishlist_guest_bands (guest_id, event_id, band_id, chosen_by, updated_at) SELECT id, 'ev', ?, 'host', 1 FROM guests WHERE id = ? ON CONFLICT (guest_id) DO UPDATE SET band_id = excluded.band_id",
                [op.band, op.guest],
              );
          } else if (op.kind === 'assign') {
            if (op.action === 'delete') await run('DELETE FROM wishlist_assignments WHERE guest_id = ?', [op.guest]);
            else if (op.action === 'bought') await run("UPDATE wishlist_assignments SET status = 'bought', bought_at = 1 WHERE guest_id = ?", [op.guest]);
            else {
              const free = await run('SELECT count(*) AS n FROM wishlist_items i WHERE i.id = ? AND NOT EXISTS (SELECT 1 FROM wishlist_assignments a WHERE a.item_id = i.id AND a.unit_index = 0)', [
                op.item,
              ]);
              const guestExists = await run('SELECT count(*) AS n FROM guests WHERE id = ?', [op.guest]);
              if (Number(free.rows[0]!.n) === 1 && Number(guestExists.rows[0]!.n) === 1) {
                await run('DELETE FROM wishlist_assignments WHERE guest_id = ?', [op.guest]);
                await run("INSERT INTO wishlist_assignments (id, event_id, guest_id, item_id, unit_index, explanation, updated_at) VALUES (?, 'ev', ?, ?, 0, 'pinned', 1)", [
                  `as-${serial}`,
                  op.guest,
                  op.item,
                ]);
              }
            }
          } else if (op.kind === 'pot') {
            const exists = Number((await run('SELECT count(*) AS n FROM guests g, wishlist_items i WHERE g.id = ? AND i.id = ?', [op.guest, op.item])).rows[0]!.n) === 1;
            if (!op.join) await run('DELETE FROM wishlist_pot_members WHERE guest_id = ?', [op.guest]);
            else if (exists)
              await run("INSERT INTO wishlist_pot_members (id, event_id, item_id, guest_id, joined_at) VALUES (?, 'ev', ?, ?, ?) ON CONFLICT (guest_id) DO UPDATE SET item_id = excluded.item_id", [
                `pot-${serial}`,
                op.item,
                op.guest,
                serial,
              ]);
          } else if (op.kind === 'clock') app.clock.advance(op.days * 24 * 3600_000);
          const { kept, fresh } = await keptAndFresh(app, reads());
          expect(kept, `after ${JSON.stringify(op)}`).toEqual(fresh);
        }
      }),
      { numRuns: 12 },
    );
  });
});
