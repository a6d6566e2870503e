import type { AlbumItemView } from '#core/domain/albums/album.schema.ts';
import { LazyImage } from '#platform/components/ui/lazy-image.tsx';
import { cx } from '#platform/lib/class-names.ts';
import { PlayIcon, VideoIcon } from './album-icons.tsx';
import { formatDuration } from './file-checks.ts';

/** "Photo by Ada" / "Video by Ada": the alt text of a thumbnail and the viewer's name for the item. */
export function itemLabel(item: Pick<AlbumItemView, 'kind' | 'uploaderName'>): string {
  return `${item.kind === 'video' ? 'Video' : 'Photo'} by ${item.uploaderName}`;
}

/**
 * A square thumbnail. The image loads only near the viewport (LazyImage: 50 px margin, 10% visible,
 * "Image unavailable" on failure); the square box holds its place before it loads, so nothing moves
 * when it arrives. A video shows its poster with a play mark and its length; a
 * video without a poster is a plain video tile.
 */
export function ItemThumb({ item, className }: { item: AlbumItemView; className?: string }) {
  const duration = item.kind === 'video' ? formatDuration(item.durationMs) : null;
  return (
    <div className={cx('relative aspect-square w-full overflow-hidden bg-muted', className)}>
      {item.urls.thumb ? (
        <LazyImage src={item.urls.thumb} alt={itemLabel(item)} className="absolute inset-0 h-full w-full" />
      ) : item.kind === 'video' ? (
        <div role="img" aria-label={itemLabel(item)} className="absolute inset-0 flex items-center justify-center bg-slate-800 text-white">
          <VideoIcon className="h-10 w-10" />
        </div>
      ) : (
        <LazyImage src={undefined} alt={itemLabel(item)} className="absolute inset-0 h-full w-full" />
      )}
      {item.kind === 'video' ? (
        <span className="absolute right-1.5 bottom-1.5 flex items-center gap-1 rounded-full bg-black/70 px-2 py-0.5 text-xs font-semibold text-white">
          <PlayIcon className="h-3 w-3" />
          {duration ?? 'Video'}
        </span>
      ) : null}
    </div>
  );
}
