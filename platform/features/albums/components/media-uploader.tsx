import { useId, type ChangeEvent } from 'react';
import type { AlbumItemView } from '#core/domain/albums/album.schema.ts';
import { Button } from '#platform/components/ui/button.tsx';
import type { UploaderIdentity } from '../api/album-identity.ts';
import { useAlbumUploads } from '../hooks/use-album-uploads.ts';
import { UploadIcon } from './album-icons.tsx';
import { formatStorage, type SizeLimits } from './file-checks.ts';
import { UploadTile } from './upload-tile.tsx';

export interface MediaUploaderProps {
  /** Who uploads: the portal's uploader, a guest, or a host (see album-identity.ts). */
  identity: UploaderIdentity;
  limits: SizeLimits;
  requireApproval?: boolean;
  /** A file finished (or got its poster): refresh the list that shows it. */
  onUploaded: (item: AlbumItemView | null) => void;
}

/** "2 of 5 uploaded · 1 failed", for the polite live region; empty with nothing chosen. */
export function uploadSummary(phases: string[]): string {
  if (phases.length === 0) return '';
  const done = phases.filter((phase) => phase === 'done').length;
  const failed = phases.filter((phase) => phase === 'failed').length;
  return `${done} of ${phases.length} uploaded${failed ? ` · ${failed} not uploaded` : ''}`;
}

/**
 * The big "Add photos and videos" button (a file input: on phones it offers the camera and the
 * library) and a tile per chosen file. Shared by the upload portal, the guest's upload page and
 * the hosts' Album screen; only the identity differs.
 */
export function MediaUploader({ identity, limits, requireApproval = false, onUploaded }: MediaUploaderProps) {
  const inputId = useId();
  const helpId = useId();
  const uploads = useAlbumUploads(identity, limits, onUploaded);
  const summary = uploadSummary(uploads.tiles.map((tile) => tile.phase));
  const anyDone = uploads.tiles.some((tile) => tile.phase === 'done');

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = event.target.files ? Array.from(event.target.files) : [];
    // Cleared, so choosing the same file again (after a cancel) fires a change again.
    event.target.value = '';
    if (files.length > 0) uploads.add(files);
  }

  return (
    <div>
      <input id={inputId} type="file" accept="image/*,video/*" multiple onChange={choose} aria-describedby={helpId} className="peer sr-only" />
      <label
        htmlFor={inputId}
        className="flex min-h-16 w-full cursor-pointer items-center justify-center gap-3 rounded-card bg-primary px-6 py-4 text-lg font-bold text-primary-foreground shadow-sm transition-colors select-none hover:bg-primary-hover peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring"
      >
        <UploadIcon className="h-6 w-6" />
        Add photos and videos
      </label>
      <p id={helpId} className="mt-2 text-center text-sm text-muted-foreground">
        Photos up to {formatStorage(limits.maxPhotoBytes)}, videos up to {formatStorage(limits.maxVideoBytes)}. Big videos keep going if the connection drops.
      </p>

      <p aria-live="polite" className="mt-4 text-sm font-semibold empty:hidden">
        {summary}
      </p>
      {uploads.tiles.length > 0 ? (
        <>
          <ul aria-label="Files you chose" className="mt-2 space-y-3">
            {uploads.tiles.map((tile) => (
              <UploadTile
                key={tile.id}
                tile={tile}
                requireApproval={requireApproval}
                onPause={() => uploads.pause(tile.id)}
                onResume={() => uploads.resume(tile.id)}
                onRetry={() => uploads.retry(tile.id)}
                onCancel={() => uploads.cancel(tile.id)}
                onDismiss={() => uploads.dismiss(tile.id)}
              />
            ))}
          </ul>
          {anyDone ? (
            <Button variant="ghost" size="sm" className="mt-2" onClick={uploads.clearDone}>
              Clear finished
            </Button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
