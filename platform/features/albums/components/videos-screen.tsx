import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { AlbumItemView, GalleryView } from '#core/domain/albums/album.schema.ts';
import { formatInZone } from '#core/domain/events/event-time.rules.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { PageSkeleton } from '#platform/components/ui/skeleton.tsx';
import { cx } from '#platform/lib/class-names.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { galleryHeaders } from '../api/album-storage.ts';
import { useGallery } from '../api/get-gallery.ts';
import { formatDuration } from './file-checks.ts';
import { GalleryLoadError, revealText, ShowMoreButton } from './gallery-screen.tsx';
import { ItemThumb, itemLabel } from './item-thumb.tsx';

/** The album's videos that have a file to play, newest first. */
export function videosOf(items: AlbumItemView[]): AlbumItemView[] {
  return items.filter((item) => item.kind === 'video' && item.urls.video !== null);
}

function VideosPage({ slug, view, more }: { slug: string; view: GalleryView; more: ReactNode }) {
  const videos = videosOf(view.items);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = videos.find((video) => video.id === selectedId) ?? videos[0];
  const when = revealText(view.revealAt, view.event.timeZone);

  return (
    <div className="mx-auto max-w-5xl px-3 py-6 sm:px-4 sm:py-8">
      <p className="text-sm font-semibold text-muted-foreground">
        {view.event.title} ·{' '}
        <Link to={`/gallery/${encodeURIComponent(slug)}`} className="font-semibold text-primary underline underline-offset-2">
          Back to the album
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-extrabold">Videos</h1>
      {!view.revealed && view.viewer.role !== 'host' ? (
        <Alert tone="info" className="mt-4">
          Only your uploads are shown until the hosts reveal the album{when ? ` on ${when}` : ''}.
        </Alert>
      ) : null}

      {!selected ? (
        <p className="mt-6 rounded-card border border-dashed border-border p-8 text-center text-muted-foreground">No videos yet.</p>
      ) : (
        <div className="mt-5 grid gap-5 lg:grid-cols-[2fr_1fr]">
          <figure className="overflow-hidden rounded-card bg-black">
            <video
              key={selected.id}
              controls
              preload="metadata"
              playsInline
              poster={selected.urls.display ?? undefined}
              src={selected.urls.video ?? undefined}
              aria-label={itemLabel(selected)}
              className="aspect-video w-full"
            />
            <figcaption className="bg-card px-4 py-3 text-sm text-card-foreground">
              {itemLabel(selected)} · {formatInZone(Date.parse(selected.createdAt), view.event.timeZone)} ·{' '}
              <a href={selected.urls.download} download={selected.originalName} className="font-semibold text-primary underline underline-offset-2">
                Download
              </a>
            </figcaption>
          </figure>
          <ul aria-label="All videos" className="space-y-2">
            {videos.map((video) => {
              const isSelected = video.id === selected.id;
              return (
                <li key={video.id}>
                  <button
                    type="button"
                    aria-current={isSelected ? 'true' : undefined}
                    onClick={() => setSelectedId(video.id)}
                    className={cx(
                      'flex w-full items-center gap-3 rounded-card border p-2 text-left hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
                      isSelected ? 'border-primary bg-muted' : 'border-border bg-card',
                    )}
                  >
                    <ItemThumb item={video} className="w-20 shrink-0 rounded-md" />
                    <span className="min-w-0 text-sm">
                      <span className="block truncate font-semibold">{video.uploaderName}</span>
                      <span className="block text-muted-foreground">{formatDuration(video.durationMs) ?? 'Video'}</span>
                    </span>
                  </button>
                </li>
              );
            })}
            {more ? <li>{more}</li> : null}
          </ul>
        </div>
      )}
    </div>
  );
}

/** /v/:slug/videos — the album's videos with a player. */
export function VideosScreen() {
  const { slug = '' } = useParams();
  const [headers] = useState(() => galleryHeaders(slug));
  const gallery = useGallery(slug, headers, 'video');
  // Named while it loads and when it cannot be shown too (see GalleryScreen).
  useDocumentMeta(gallery.view ? `Videos · ${gallery.view.event.title}` : 'Party videos');
  if (gallery.isError) return <GalleryLoadError error={gallery.error} />;
  if (!gallery.view) return <PageSkeleton />;
  return <VideosPage slug={slug} view={gallery.view} more={gallery.hasMore ? <ShowMoreButton loading={gallery.loadingMore} onClick={gallery.loadMore} /> : null} />;
}
