import type { AlbumItemView } from '#core/domain/albums/album.schema.ts';
import { formatStorage, type MediaKind } from './file-checks.ts';

/**
 * One chosen file's upload, as its tile shows it:
 *
 *   queued ─start→ uploading ─(all bytes sent)→ checking ─success→ done
 *     ↑               │  ↑                          │
 *     │             pause/offline ─→ paused         │
 *     │                    │                        │
 *     └──── resume ────────┘        failed ←─error──┘ (also from uploading)
 *     └──── retry (when the failure is worth retrying) ┘
 *
 * `checking` is the wait after the last byte, while the server checks and stores the file (a HEIC
 * converted, a video's location blanked). `done` is final. Events that make no sense in a phase
 * (a late progress report after a pause, a second success) leave the tile as it is.
 */
export type TilePhase = 'queued' | 'uploading' | 'paused' | 'checking' | 'failed' | 'done';

export interface UploadTileState {
  id: string;
  name: string;
  kind: MediaKind;
  bytes: number;
  phase: TilePhase;
  sent: number;
  /** Why it is paused: the person pressed Pause, or the phone went offline (it resumes by itself). */
  pausedBy: 'you' | 'offline' | null;
  error: string | null;
  retryable: boolean;
  /** The album item the server made of it, once done (null if its answer carried none). */
  item: AlbumItemView | null;
}

export type TileEvent =
  | { type: 'start' }
  | { type: 'progress'; sent: number; total: number }
  | { type: 'pause' }
  | { type: 'offline' }
  | { type: 'resume' }
  | { type: 'retry' }
  | { type: 'fail'; message: string; retryable: boolean }
  | { type: 'succeed'; item: AlbumItemView | null };

export function newTile(id: string, file: { name: string; size: number }, kind: MediaKind): UploadTileState {
  return { id, name: file.name || 'Untitled file', kind, bytes: file.size, phase: 'queued', sent: 0, pausedBy: null, error: null, retryable: false, item: null };
}

/** A file refused before sending (over the cap): failed for good, with the reason. */
export function refusedTile(id: string, file: { name: string; size: number }, kind: MediaKind, message: string): UploadTileState {
  return { ...newTile(id, file, kind), phase: 'failed', error: message, retryable: false };
}

export function tileReducer(state: UploadTileState, event: TileEvent): UploadTileState {
  switch (event.type) {
    case 'start':
      return state.phase === 'queued' ? { ...state, phase: 'uploading', pausedBy: null, error: null } : state;
    case 'progress': {
      if (state.phase !== 'uploading') return state;
      const sent = Math.min(Math.max(event.sent, 0), state.bytes);
      return { ...state, sent, phase: sent >= state.bytes && state.bytes > 0 ? 'checking' : 'uploading' };
    }
    case 'pause':
      // Once every byte is sent there is nothing left to pause.
      return state.phase === 'uploading' || state.phase === 'queued' ? { ...state, phase: 'paused', pausedBy: 'you' } : state;
    case 'offline':
      return state.phase === 'uploading' || state.phase === 'checking' ? { ...state, phase: 'paused', pausedBy: 'offline' } : state;
    case 'resume':
      return state.phase === 'paused' ? { ...state, phase: 'queued', pausedBy: null } : state;
    case 'retry':
      return state.phase === 'failed' && state.retryable ? { ...state, phase: 'queued', error: null } : state;
    case 'fail':
      return state.phase === 'uploading' || state.phase === 'checking' || state.phase === 'queued'
        ? { ...state, phase: 'failed', error: event.message, retryable: event.retryable, pausedBy: null }
        : state;
    case 'succeed':
      return state.phase === 'uploading' || state.phase === 'checking' || state.phase === 'queued'
        ? { ...state, phase: 'done', sent: state.bytes, item: event.item, error: null, pausedBy: null }
        : state;
  }
}

/** Whole percent sent, 0–100. */
export function tilePercent(state: UploadTileState): number {
  if (state.phase === 'done' || state.phase === 'checking') return 100;
  if (state.bytes <= 0) return 0;
  return Math.min(100, Math.floor((state.sent / state.bytes) * 100));
}

/** The tile's status line, also the progress bar's spoken value. */
export function tileStatusText(state: UploadTileState, requireApproval = false): string {
  const amounts = `${formatStorage(state.sent)} of ${formatStorage(state.bytes)}`;
  switch (state.phase) {
    case 'queued':
      return state.sent > 0 ? `Waiting to go on · ${amounts}` : 'Waiting to start';
    case 'uploading':
      return `Uploading · ${tilePercent(state)}% · ${amounts}`;
    case 'paused':
      return state.pausedBy === 'offline' ? `Paused: waiting for a connection · ${amounts}` : `Paused · ${amounts}`;
    case 'checking':
      return 'Sent · Cakeday is checking the file';
    case 'failed':
      return `Not uploaded: ${state.error ?? 'something went wrong'}`;
    case 'done':
      return state.item?.status === 'pending' || (state.item === null && requireApproval) ? "Uploaded · Waiting for the hosts' approval" : 'Uploaded';
  }
}

/** Still using the connection or waiting for a turn: leaving the page now would stop it. */
export function isUnfinished(state: UploadTileState): boolean {
  return state.phase === 'queued' || state.phase === 'uploading' || state.phase === 'checking';
}
