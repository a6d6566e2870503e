import { Button } from '#platform/components/ui/button.tsx';
import { CheckIcon } from '#platform/components/ui/icons.tsx';
import { cx } from '#platform/lib/class-names.ts';
import { PhotoIcon, VideoIcon } from './album-icons.tsx';
import { tilePercent, tileStatusText, type UploadTileState } from './upload-tile.rules.ts';

export interface UploadTileProps {
  tile: UploadTileState;
  /** The album holds uploads for approval: a finished tile says it waits for the hosts. */
  requireApproval?: boolean;
  onPause: () => void;
  onResume: () => void;
  onRetry: () => void;
  onCancel: () => void;
  onDismiss: () => void;
}

/**
 * One chosen file: its name, a progress bar with the amount sent, and what can be done now —
 * Pause/Cancel while sending, Resume/Cancel when paused, Try again/Remove when it failed. Every
 * button's name carries the file's, so a screen reader tells the tiles apart.
 */
export function UploadTile({ tile, requireApproval = false, onPause, onResume, onRetry, onCancel, onDismiss }: UploadTileProps) {
  const percent = tilePercent(tile);
  const status = tileStatusText(tile, requireApproval);
  const failed = tile.phase === 'failed';
  const done = tile.phase === 'done';
  const thumb = done && tile.item?.urls.thumb ? tile.item.urls.thumb : null;
  return (
    <li data-phase={tile.phase} className={cx('flex gap-3 rounded-card border bg-card p-3 shadow-sm', failed ? 'border-danger-border' : done ? 'border-success-border' : 'border-border')}>
      <div className="flex h-14 w-14 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-muted text-muted-foreground">
        {thumb ? (
          <img src={thumb} alt="" width={56} height={56} className="h-full w-full object-cover" />
        ) : tile.kind === 'video' ? (
          <VideoIcon className="h-6 w-6" />
        ) : (
          <PhotoIcon className="h-6 w-6" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold" title={tile.name}>
          {tile.name}
        </p>
        {failed ? (
          <p className="mt-1 text-sm font-medium text-danger-text">{status}</p>
        ) : (
          <>
            <div
              role="progressbar"
              aria-label={`${tile.name} upload`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={status}
              className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
            >
              <div
                className={cx('h-full rounded-full transition-[width] duration-300', done ? 'bg-success-text' : tile.phase === 'paused' ? 'bg-muted-foreground' : 'bg-primary')}
                style={{ width: `${percent}%` }}
              />
            </div>
            <p className="mt-1 flex items-center gap-1 text-xs text-muted-foreground">
              {done ? <CheckIcon className="h-3.5 w-3.5 text-success-text" /> : null}
              {status}
            </p>
          </>
        )}
        <div className="mt-2 flex flex-wrap gap-2">
          {tile.phase === 'uploading' || tile.phase === 'queued' ? (
            <Button variant="outline" size="sm" onClick={onPause} aria-label={`Pause ${tile.name}`}>
              Pause
            </Button>
          ) : null}
          {tile.phase === 'paused' ? (
            <Button variant="outline" size="sm" onClick={onResume} aria-label={`Resume ${tile.name}`}>
              Resume
            </Button>
          ) : null}
          {failed && tile.retryable ? (
            <Button variant="outline" size="sm" onClick={onRetry} aria-label={`Try again ${tile.name}`}>
              Try again
            </Button>
          ) : null}
          {tile.phase === 'uploading' || tile.phase === 'queued' || tile.phase === 'paused' ? (
            <Button variant="ghost" size="sm" onClick={onCancel} aria-label={`Cancel ${tile.name}`}>
              Cancel
            </Button>
          ) : null}
          {failed ? (
            <Button variant="ghost" size="sm" onClick={onDismiss} aria-label={`Remove ${tile.name}`}>
              Remove
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
