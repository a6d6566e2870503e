/** The album's scheduled work: batched upload notices to the hosts and the sweep of abandoned reservations. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixture } from '../../services/images/fixtures/image-fixtures.ts';
import { runScheduledWork } from '../../scheduler.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { runAlbumJobs } from './album-jobs.service.ts';
import { albumParty, createUpload, upload } from './album-testing.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://cakeday.test' } });
});
afterEach(() => t.close());

const MINUTE = 60_000;
const subjects = async () =>
  (await t.client.execute({ sql: "SELECT subject FROM outbox_messages WHERE recipient = 'ann@example.com' AND subject LIKE '%new %' ORDER BY created_at", args: [] })).rows.map((row) =>
    String(row.subject),
  );

describe('upload notices', () => {
  it('tell the hosts once about a burst of guests’ uploads, then at most every 30 minutes', async () => {
    const party = await albumParty(t);
    const nia = await party.guest('Nia');
    const gus = await party.portalUploader(await party.portal(), 'Gus');
    await upload(t, fixture('transparent.png'), nia.headers);
    await upload(t, fixture('transparent.png'), nia.headers);
    await upload(t, fixture('transparent.png'), gus);
    // The host's own upload is no news to the host.
    await upload(t, fixture('transparent.png'), { authorization: `Bearer ${party.ann.token}` }, { event: party.event.id });
    await runScheduledWork(t.deps);
    expect(await subjects()).toEqual(['3 new photos from 2 guests — Maya turns 7']);
    await runScheduledWork(t.deps);
    expect(await subjects()).toHaveLength(1);

    t.clock.advance(10 * MINUTE);
    await upload(t, fixture('transparent.png'), nia.headers);
    expect((await runAlbumJobs(t.deps)).noticesSent).toBe(0);
    t.clock.advance(21 * MINUTE);
    expect((await runAlbumJobs(t.deps)).noticesSent).toBe(1);
    expect((await subjects()).at(-1)).toBe('1 new photo from Nia — Maya turns 7');
  });

  it('sends a notice once when two runs race', async () => {
    const party = await albumParty(t);
    const nia = await party.guest('Nia');
    await upload(t, fixture('transparent.png'), nia.headers);
    const reports = await Promise.all([runAlbumJobs(t.deps), runAlbumJobs(t.deps)]);
    expect(reports.reduce((sum, report) => sum + report.noticesSent, 0)).toBe(1);
    expect(await subjects()).toHaveLength(1);
  });
});

describe('abandoned uploads', () => {
  it('lose their reservation a day later', async () => {
    const party = await albumParty(t);
    const nia = await party.guest('Nia');
    expect((await createUpload(t, 1000, nia.headers)).response.status).toBe(201);
    expect((await runAlbumJobs(t.deps)).reservationsSwept).toBe(0);
    t.clock.advance(25 * 60 * MINUTE);
    expect((await runAlbumJobs(t.deps)).reservationsSwept).toBe(1);
  });
});
