import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { tilesReducer } from '../hooks/use-album-uploads.ts';
import { uploadSummary } from './media-uploader.tsx';
import { UploadTile } from './upload-tile.tsx';
import { newTile, tileReducer, type TileEvent, type UploadTileState } from './upload-tile.rules.ts';

const MB = 1024 ** 2;
const noop = () => undefined;
const handlers = { onPause: noop, onResume: noop, onRetry: noop, onCancel: noop, onDismiss: noop };

function tileAfter(events: TileEvent[]): UploadTileState {
  return events.reduce(tileReducer, newTile('t1', { name: 'IMG_0042.JPG', size: 10 * MB }, 'photo'));
}

/** The names of the tile's buttons, as a screen reader would list them. */
function buttons(markup: string): string[] {
  return [...markup.matchAll(/<button[^>]*aria-label="([^"]+)"/g)].map((match) => match[1]!);
}

describe('UploadTile', () => {
  it('shows progress as a progressbar with a value and a spoken text, and offers Pause and Cancel', () => {
    const markup = renderToStaticMarkup(<UploadTile tile={tileAfter([{ type: 'start' }, { type: 'progress', sent: 4 * MB, total: 10 * MB }])} {...handlers} />);
    expect(markup).toContain('role="progressbar"');
    expect(markup).toContain('aria-valuenow="40"');
    expect(markup).toContain('aria-valuetext="Uploading · 40% · 4 MB of 10 MB"');
    expect(markup).toContain('aria-label="IMG_0042.JPG upload"');
    expect(buttons(markup)).toEqual(['Pause IMG_0042.JPG', 'Cancel IMG_0042.JPG']);
  });

  it('paused: Resume and Cancel', () => {
    const markup = renderToStaticMarkup(<UploadTile tile={tileAfter([{ type: 'start' }, { type: 'pause' }])} {...handlers} />);
    expect(buttons(markup)).toEqual(['Resume IMG_0042.JPG', 'Cancel IMG_0042.JPG']);
    expect(markup).toContain('data-phase="paused"');
  });

  it('failed: the server’s message, Try again only when it can help, and Remove', () => {
    const refused = renderToStaticMarkup(<UploadTile tile={tileAfter([{ type: 'start' }, { type: 'fail', message: 'This album is full.', retryable: false }])} {...handlers} />);
    expect(refused).toContain('Not uploaded: This album is full.');
    expect(refused).not.toContain('role="progressbar"');
    expect(buttons(refused)).toEqual(['Remove IMG_0042.JPG']);
    const dropped = renderToStaticMarkup(<UploadTile tile={tileAfter([{ type: 'start' }, { type: 'fail', message: 'Could not reach Cakeday.', retryable: true }])} {...handlers} />);
    expect(buttons(dropped)).toEqual(['Try again IMG_0042.JPG', 'Remove IMG_0042.JPG']);
  });

  it('done: no buttons, the approval note when the album asks for it', () => {
    const markup = renderToStaticMarkup(<UploadTile tile={tileAfter([{ type: 'start' }, { type: 'succeed', item: null }])} requireApproval {...handlers} />);
    expect(buttons(markup)).toEqual([]);
    expect(markup).toContain('aria-valuenow="100"');
    expect(markup).toContain('Waiting for the hosts&#x27; approval');
  });
});

describe('the upload list', () => {
  it('adds, updates one tile, removes, and clears the finished ones', () => {
    let tiles = tilesReducer([], { type: 'add', tiles: [newTile('a', { name: 'a.jpg', size: 10 }, 'photo'), newTile('b', { name: 'b.jpg', size: 10 }, 'photo')] });
    tiles = tilesReducer(tiles, { type: 'tile', id: 'a', event: { type: 'start' } });
    tiles = tilesReducer(tiles, { type: 'tile', id: 'a', event: { type: 'succeed', item: null } });
    expect(tiles.map((tile) => tile.phase)).toEqual(['done', 'queued']);
    expect(tilesReducer(tiles, { type: 'clear-done' }).map((tile) => tile.id)).toEqual(['b']);
    expect(tilesReducer(tiles, { type: 'remove', id: 'b' }).map((tile) => tile.id)).toEqual(['a']);
  });

  it('sums up for the live region', () => {
    expect(uploadSummary([])).toBe('');
    expect(uploadSummary(['done', 'uploading', 'failed'])).toBe('1 of 3 uploaded · 1 not uploaded');
  });
});
