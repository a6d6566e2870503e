import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { AlbumItemView } from '#core/domain/albums/album.schema.ts';
import type { UploaderIdentity } from '../api/album-identity.ts';
import { sendPoster } from '../api/send-poster.ts';
import { startAlbumUpload, type AlbumUploadHandle } from '../api/start-album-upload.ts';
import { mediaKindOf, oversizeText, type SizeLimits } from '../components/file-checks.ts';
import { drawPosterFrame } from '../components/poster-frame.ts';
import { isUnfinished, newTile, refusedTile, tileReducer, type TileEvent, type UploadTileState } from '../components/upload-tile.rules.ts';

/** Files sent at once: two keep a phone's upload busy without starving either. */
export const PARALLEL_UPLOADS = 2;

type ListAction = { type: 'add'; tiles: UploadTileState[] } | { type: 'remove'; id: string } | { type: 'clear-done' } | { type: 'tile'; id: string; event: TileEvent };

export function tilesReducer(tiles: UploadTileState[], action: ListAction): UploadTileState[] {
  switch (action.type) {
    case 'add':
      return [...tiles, ...action.tiles];
    case 'remove':
      return tiles.filter((tile) => tile.id !== action.id);
    case 'clear-done':
      return tiles.filter((tile) => tile.phase !== 'done');
    case 'tile':
      return tiles.map((tile) => (tile.id === action.id ? tileReducer(tile, action.event) : tile));
  }
}

interface Entry {
  file: File;
  /** What the scheduler knows: waiting for a slot, holding one, or neither (paused, failed, done). */
  slot: 'waiting' | 'running' | 'idle';
  handle: AlbumUploadHandle | null;
  pausedByOffline: boolean;
}

let nextId = 0;

export interface AlbumUploads {
  tiles: UploadTileState[];
  add: (files: Iterable<File>) => void;
  pause: (id: string) => void;
  resume: (id: string) => void;
  retry: (id: string) => void;
  /** Stops the upload and drops its tile (the server forgets the partial file). */
  cancel: (id: string) => void;
  /** Drops a finished or refused tile from the list; the upload itself stays. */
  dismiss: (id: string) => void;
  clearDone: () => void;
}

/**
 * The upload queue behind the uploader: each chosen file becomes a tile and a resumable upload,
 * PARALLEL_UPLOADS at a time. A phone that goes offline pauses its uploads and resumes them when it
 * is back; a video's poster frame is drawn and sent after it arrives (silently skipped on failure).
 * `onUploaded` runs for every finished file (and again when its poster is in), so the page can
 * refresh its "Your uploads" list.
 */
export function useAlbumUploads(identity: UploaderIdentity, limits: SizeLimits, onUploaded: (item: AlbumItemView | null) => void): AlbumUploads {
  const [tiles, dispatch] = useReducer(tilesReducer, []);
  const entries = useRef(new Map<string, Entry>());
  const identityRef = useRef(identity);
  identityRef.current = identity;
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;
  const alive = useRef(true);

  const send = useCallback((id: string, event: TileEvent) => {
    if (alive.current) dispatch({ type: 'tile', id, event });
  }, []);

  const pump = useCallback(() => {
    const all = [...entries.current.values()];
    let running = all.filter((entry) => entry.slot === 'running').length;
    for (const [id, entry] of entries.current) {
      if (running >= PARALLEL_UPLOADS) break;
      if (entry.slot !== 'waiting') continue;
      entry.slot = 'running';
      running += 1;
      void run(id, entry);
    }

    async function run(id: string, entry: Entry) {
      send(id, { type: 'start' });
      if (entry.handle) {
        entry.handle.resume();
        return;
      }
      const finish = () => {
        entry.slot = 'idle';
        pump();
      };
      try {
        entry.handle = await startAlbumUpload(entry.file, identityRef.current, {
          onProgress: (sent) => send(id, { type: 'progress', sent, total: entry.file.size }),
          onSuccess: (item) => {
            entry.handle = null;
            send(id, { type: 'succeed', item });
            finish();
            onUploadedRef.current(item);
            if (item && item.kind === 'video' && item.urls.thumb === null) void addPoster(entry.file, item);
          },
          onError: (failure) => {
            const offline = failure.status === null && typeof navigator !== 'undefined' && navigator.onLine === false;
            entry.pausedByOffline = offline;
            send(id, offline ? { type: 'offline' } : { type: 'fail', message: failure.message, retryable: failure.retryable });
            finish();
          },
        });
        // Cancelled while tus-js-client was loading.
        if (!entries.current.has(id)) void entry.handle.cancel();
      } catch {
        send(id, { type: 'fail', message: 'Could not start the upload. Check your connection and try again.', retryable: true });
        finish();
      }
    }

    async function addPoster(file: File, item: AlbumItemView) {
      try {
        const jpeg = await drawPosterFrame(file);
        if (!jpeg) return;
        onUploadedRef.current(await sendPoster(item.id, jpeg, identityRef.current));
      } catch {
        // The video counts without a poster; the gallery shows a video tile instead.
      }
    }
  }, [send]);

  const add = useCallback(
    (files: Iterable<File>) => {
      const added: UploadTileState[] = [];
      for (const file of files) {
        const id = `upload-${++nextId}`;
        const kind = mediaKindOf(file);
        const tooLarge = oversizeText(kind, file.size, limits);
        if (tooLarge) {
          added.push(refusedTile(id, file, kind, tooLarge));
          continue;
        }
        entries.current.set(id, { file, slot: 'waiting', handle: null, pausedByOffline: false });
        added.push(newTile(id, file, kind));
      }
      dispatch({ type: 'add', tiles: added });
      pump();
    },
    [limits, pump],
  );

  const pause = useCallback(
    (id: string) => {
      const entry = entries.current.get(id);
      if (!entry) return;
      entry.handle?.pause();
      entry.slot = 'idle';
      entry.pausedByOffline = false;
      send(id, { type: 'pause' });
      pump();
    },
    [pump, send],
  );

  const resume = useCallback(
    (id: string) => {
      const entry = entries.current.get(id);
      if (!entry || entry.slot !== 'idle') return;
      entry.slot = 'waiting';
      entry.pausedByOffline = false;
      send(id, { type: 'resume' });
      pump();
    },
    [pump, send],
  );

  const retry = useCallback(
    (id: string) => {
      const entry = entries.current.get(id);
      if (!entry || entry.slot !== 'idle') return;
      entry.slot = 'waiting';
      send(id, { type: 'retry' });
      pump();
    },
    [pump, send],
  );

  const cancel = useCallback(
    (id: string) => {
      const entry = entries.current.get(id);
      entries.current.delete(id);
      if (entry?.handle) void entry.handle.cancel();
      dispatch({ type: 'remove', id });
      pump();
    },
    [pump],
  );

  const dismiss = useCallback((id: string) => {
    entries.current.delete(id);
    dispatch({ type: 'remove', id });
  }, []);

  const clearDone = useCallback(() => dispatch({ type: 'clear-done' }), []);

  // Back online: whatever the drop paused goes on by itself.
  useEffect(() => {
    function online() {
      for (const [id, entry] of entries.current) {
        if (entry.pausedByOffline && entry.slot === 'idle') {
          entry.pausedByOffline = false;
          entry.slot = 'waiting';
          dispatch({ type: 'tile', id, event: { type: 'resume' } });
        }
      }
      pump();
    }
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [pump]);

  // Leaving the page stops the uploads (a reload resumes them); the browser asks first while any is unfinished.
  const unfinished = tiles.some(isUnfinished);
  useEffect(() => {
    if (!unfinished) return;
    function beforeUnload(event: BeforeUnloadEvent) {
      event.preventDefault();
    }
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, [unfinished]);

  useEffect(() => {
    alive.current = true;
    const current = entries.current;
    return () => {
      alive.current = false;
      // Paused, not terminated: the fingerprint stays, so opening the page again resumes them.
      for (const entry of current.values()) entry.handle?.pause();
    };
  }, []);

  return { tiles, add, pause, resume, retry, cancel, dismiss, clearDone };
}
