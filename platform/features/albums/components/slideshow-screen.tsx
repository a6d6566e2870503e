import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { GalleryView } from '#core/domain/albums/album.schema.ts';
import { PageSkeleton } from '#platform/components/ui/skeleton.tsx';
import { ApiRequestError } from '#platform/lib/api-client.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { galleryHeaders } from '../api/album-storage.ts';
import { readGallery } from '../api/get-gallery.ts';
import { ChevronLeftIcon, ChevronRightIcon, ExpandIcon, PauseIcon, PlayIcon } from './album-icons.tsx';
import { GalleryLoadError } from './gallery-screen.tsx';
import { mergeRotation, newItemsText, startEtagPoller, type Rotation } from './gallery-poll.ts';
import { itemLabel } from './item-thumb.tsx';

/** How long a photo stays on screen; a video plays to its end. */
export const PHOTO_SECONDS = 6;

const controlButton =
  'inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold text-white hover:bg-white/15 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-40';

function keyBelongsToControl(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'BUTTON' || target.tagName === 'A' || target.isContentEditable);
}

/**
 * /v/:slug/slideshow — the party's TV: approved photos (6 s each) and videos (played muted to their
 * end) one after another, full screen on a button. It asks the gallery for news every 5 s with the
 * last ETag (a 304 is "nothing new"); new uploads join right after the one on screen, without a
 * reload, and "3 new photos" is announced politely.
 */
export function SlideshowScreen() {
  const { slug = '' } = useParams();
  const [headers] = useState(() => galleryHeaders(slug));
  const [view, setView] = useState<GalleryView | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [reconnecting, setReconnecting] = useState(false);
  const [rotation, setRotation] = useState<Rotation>({ items: [], index: 0 });
  const rotationRef = useRef(rotation);
  const [playing, setPlaying] = useState(true);
  const [announcement, setAnnouncement] = useState('');
  const [fullscreen, setFullscreen] = useState(false);
  const stageRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  useDocumentMeta(view ? `Slideshow · ${view.event.title}` : 'Slideshow');

  const apply = useCallback((next: Rotation) => {
    rotationRef.current = next;
    setRotation(next);
  }, []);

  const step = useCallback(
    (by: 1 | -1) => {
      const { items, index } = rotationRef.current;
      if (items.length === 0) return;
      apply({ items, index: (index + by + items.length) % items.length });
    },
    [apply],
  );

  useEffect(() => {
    let hasData = false;
    const poller = startEtagPoller<GalleryView>({
      read: async (etag) => {
        const answer = await readGallery(slug, headers, etag);
        return answer.status === 'changed' ? { status: 'changed', data: answer.view, etag: answer.etag } : answer;
      },
      onData: (data) => {
        const first = !hasData;
        hasData = true;
        setView(data);
        setReconnecting(false);
        const merged = mergeRotation(rotationRef.current, data.items);
        apply({ items: merged.items, index: merged.index });
        // The first answer starts the show; only what joins a running show is news.
        if (!first && merged.added.length > 0) setAnnouncement(`${newItemsText(merged.added)} joined the slideshow`);
      },
      onError: (error) => {
        if (!hasData) {
          setLoadError(error);
          // Not allowed or no such album: asking again every 5 s changes nothing.
          if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) poller.stop();
        } else {
          setReconnecting(true);
        }
      },
    });
    return () => poller.stop();
  }, [slug, headers, apply]);

  const current = rotation.items[rotation.index];

  // A photo moves on after PHOTO_SECONDS while playing; a video moves on when it ends.
  useEffect(() => {
    if (!playing || !current || current.kind !== 'photo' || rotation.items.length < 2) return;
    const timer = setTimeout(() => step(1), PHOTO_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [playing, current, rotation.items.length, step]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (playing) void video.play().catch(() => undefined);
    else video.pause();
  }, [playing, current?.id]);

  // The announcement fades from the screen after a while (screen readers have read it by then).
  useEffect(() => {
    if (!announcement) return;
    const timer = setTimeout(() => setAnnouncement(''), 8000);
    return () => clearTimeout(timer);
  }, [announcement]);

  useEffect(() => {
    const sync = () => setFullscreen(document.fullscreenElement === stageRef.current && stageRef.current !== null);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
        if (event.target instanceof HTMLElement && (event.target.tagName === 'INPUT' || event.target.tagName === 'TEXTAREA')) return;
        event.preventDefault();
        step(event.key === 'ArrowRight' ? 1 : -1);
      } else if ((event.key === ' ' || event.key === 'k') && !keyBelongsToControl(event.target)) {
        event.preventDefault();
        setPlaying((value) => !value);
      } else if (event.key === 'Escape' && document.fullscreenElement) {
        void document.exitFullscreen().catch(() => undefined);
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [step]);

  async function toggleFullscreen() {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await stageRef.current?.requestFullscreen();
    } catch {
      // Refused (an iframe without permission): the slideshow plays in the page.
    }
  }

  if (loadError && !view) return <GalleryLoadError error={loadError} />;
  if (!view) return <PageSkeleton />;

  return (
    <div className="mx-auto max-w-6xl px-3 py-4 sm:px-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-extrabold">Slideshow</h1>
        <p className="text-sm text-muted-foreground">
          {view.event.title} ·{' '}
          <Link to={`/gallery/${encodeURIComponent(slug)}`} className="font-semibold text-primary underline underline-offset-2">
            Back to the album
          </Link>
        </p>
      </div>

      <section
        ref={stageRef}
        aria-label="Slideshow"
        className="relative mt-3 flex h-[75dvh] flex-col overflow-hidden rounded-card bg-black text-white [&:fullscreen]:h-screen [&:fullscreen]:rounded-none"
      >
        <div className="relative flex min-h-0 flex-1 items-center justify-center">
          {!current ? (
            <p className="px-6 text-center text-lg">No photos yet. New uploads appear here by themselves.</p>
          ) : current.kind === 'video' ? (
            <video
              key={current.id}
              ref={videoRef}
              src={current.urls.video ?? undefined}
              poster={current.urls.display ?? undefined}
              autoPlay={playing}
              muted
              playsInline
              loop={rotation.items.length === 1}
              preload="auto"
              aria-label={itemLabel(current)}
              onEnded={() => step(1)}
              onError={() => rotation.items.length > 1 && step(1)}
              className="max-h-full max-w-full"
            />
          ) : (
            <img
              key={current.id}
              src={current.urls.display ?? current.urls.thumb ?? current.urls.download}
              alt={itemLabel(current)}
              width={current.width ?? undefined}
              height={current.height ?? undefined}
              className="h-auto max-h-full w-auto max-w-full object-contain"
            />
          )}
          {current ? (
            <p className="absolute bottom-3 left-3 rounded-full bg-black/60 px-3 py-1 text-sm">
              Shared by <strong>{current.uploaderName}</strong>
            </p>
          ) : null}
          <p aria-live="polite" className="absolute top-3 right-3 rounded-full bg-primary px-3 py-1 text-sm font-semibold text-primary-foreground empty:hidden">
            {announcement}
          </p>
        </div>

        <div className="flex flex-wrap items-center justify-center gap-1 border-t border-white/10 bg-black/80 px-2 py-2">
          <button type="button" className={controlButton} onClick={() => step(-1)} disabled={rotation.items.length < 2} aria-label="Previous">
            <ChevronLeftIcon className="h-6 w-6" />
          </button>
          <button type="button" className={controlButton} onClick={() => setPlaying((value) => !value)}>
            {playing ? <PauseIcon className="h-5 w-5" /> : <PlayIcon className="h-5 w-5" />}
            {playing ? 'Pause' : 'Play'}
          </button>
          <button type="button" className={controlButton} onClick={() => step(1)} disabled={rotation.items.length < 2} aria-label="Next">
            <ChevronRightIcon className="h-6 w-6" />
          </button>
          <button type="button" className={controlButton} onClick={() => void toggleFullscreen()}>
            <ExpandIcon className="h-5 w-5" />
            {fullscreen ? 'Exit full screen' : 'Full screen'}
          </button>
          <span className="px-2 text-sm text-white/70">
            {rotation.items.length > 0 ? `${rotation.index + 1} of ${rotation.items.length}` : null}
            {reconnecting ? <span role="status"> · Reconnecting…</span> : null}
          </span>
        </div>
      </section>
      <p className="mt-2 text-sm text-muted-foreground">Arrow keys go back and forward; Space pauses. New photos join by themselves.</p>
    </div>
  );
}
