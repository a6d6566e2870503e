import { describe, expect, it } from 'vitest';
import type { AlbumItemView } from '#core/domain/albums/album.schema.ts';
import { isUnfinished, newTile, refusedTile, tilePercent, tileReducer, tileStatusText, type TileEvent, type UploadTileState } from './upload-tile.rules.ts';

const MB = 1024 ** 2;
const file = { name: 'IMG_0001.MOV', size: 20 * MB };

function run(events: TileEvent[], from: UploadTileState = newTile('t1', file, 'video')): UploadTileState {
  return events.reduce(tileReducer, from);
}

const item = (status: AlbumItemView['status']): AlbumItemView => ({
  id: 'item-1',
  kind: 'video',
  status,
  uploaderName: 'Ada',
  own: true,
  originalName: 'IMG_0001.MOV',
  bytes: 20 * MB,
  width: 1920,
  height: 1080,
  durationMs: 12_000,
  createdAt: '2026-12-05T20:00:00.000Z',
  reportCount: 0,
  urls: { thumb: null, display: null, download: '/media/d', video: '/media/v' },
});

describe('the upload tile’s state machine', () => {
  it('goes queued → uploading → checking (every byte sent) → done', () => {
    let tile = newTile('t1', file, 'video');
    expect(tile.phase).toBe('queued');
    tile = tileReducer(tile, { type: 'start' });
    expect(tile.phase).toBe('uploading');
    tile = tileReducer(tile, { type: 'progress', sent: 5 * MB, total: 20 * MB });
    expect([tile.phase, tilePercent(tile)]).toEqual(['uploading', 25]);
    tile = tileReducer(tile, { type: 'progress', sent: 20 * MB, total: 20 * MB });
    expect(tile.phase).toBe('checking');
    tile = tileReducer(tile, { type: 'succeed', item: item('approved') });
    expect([tile.phase, tile.item?.id, tilePercent(tile)]).toEqual(['done', 'item-1', 100]);
  });

  it('pauses and resumes through the queue, keeping what was sent', () => {
    const paused = run([{ type: 'start' }, { type: 'progress', sent: 8 * MB, total: 20 * MB }, { type: 'pause' }]);
    expect([paused.phase, paused.pausedBy, paused.sent]).toEqual(['paused', 'you', 8 * MB]);
    // tus-js-client can report progress once more after abort: a paused tile ignores it.
    expect(tileReducer(paused, { type: 'progress', sent: 9 * MB, total: 20 * MB })).toBe(paused);
    const resumed = tileReducer(paused, { type: 'resume' });
    expect([resumed.phase, resumed.sent]).toEqual(['queued', 8 * MB]);
    expect(tileReducer(resumed, { type: 'start' }).phase).toBe('uploading');
  });

  it('marks a drop of the connection as paused by being offline, not as a failure', () => {
    const tile = run([{ type: 'start' }, { type: 'offline' }]);
    expect([tile.phase, tile.pausedBy]).toEqual(['paused', 'offline']);
    expect(tileStatusText(tile)).toMatch(/^Paused: waiting for a connection/);
  });

  it('fails with the server’s message; retries only what is worth retrying', () => {
    const refused = run([{ type: 'start' }, { type: 'fail', message: 'This file is not a photo or a video we can take.', retryable: false }]);
    expect([refused.phase, refused.error]).toEqual(['failed', 'This file is not a photo or a video we can take.']);
    expect(tileStatusText(refused)).toBe('Not uploaded: This file is not a photo or a video we can take.');
    expect(tileReducer(refused, { type: 'retry' })).toBe(refused);

    const dropped = run([{ type: 'start' }, { type: 'fail', message: 'Could not reach Cakeday.', retryable: true }]);
    const again = tileReducer(dropped, { type: 'retry' });
    expect([again.phase, again.error]).toEqual(['queued', null]);
  });

  it('keeps done final: a late error, pause or second success changes nothing', () => {
    const done = run([{ type: 'start' }, { type: 'succeed', item: item('pending') }]);
    for (const event of [{ type: 'fail', message: 'x', retryable: true }, { type: 'pause' }, { type: 'offline' }, { type: 'succeed', item: null }, { type: 'start' }] as TileEvent[]) {
      expect(tileReducer(done, event)).toBe(done);
    }
  });

  it('says when an upload waits for the hosts’ approval', () => {
    expect(tileStatusText(run([{ type: 'start' }, { type: 'succeed', item: item('pending') }]))).toBe("Uploaded · Waiting for the hosts' approval");
    expect(tileStatusText(run([{ type: 'start' }, { type: 'succeed', item: item('approved') }]))).toBe('Uploaded');
    // The server's answer was lost (a resumed upload that was already complete): the album's setting says.
    expect(tileStatusText(run([{ type: 'start' }, { type: 'succeed', item: null }]), true)).toBe("Uploaded · Waiting for the hosts' approval");
  });

  it('starts a file refused before sending as failed for good', () => {
    const tile = refusedTile('t2', { name: 'huge.mov', size: 2 * 1024 * MB }, 'video', 'Videos can be at most 1 GB; this one is 2 GB. Trim it on your phone and try again.');
    expect([tile.phase, tile.retryable]).toEqual(['failed', false]);
    expect(tileReducer(tile, { type: 'start' })).toBe(tile);
  });

  it('status texts and what counts as unfinished', () => {
    const uploading = run([{ type: 'start' }, { type: 'progress', sent: 5 * MB, total: 20 * MB }]);
    expect(tileStatusText(uploading)).toBe('Uploading · 25% · 5 MB of 20 MB');
    expect(tileStatusText(newTile('t3', file, 'video'))).toBe('Waiting to start');
    expect(isUnfinished(uploading)).toBe(true);
    expect(isUnfinished(tileReducer(uploading, { type: 'pause' }))).toBe(false);
  });
});
