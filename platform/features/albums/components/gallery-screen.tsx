import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { AlbumItemView, GalleryView } from '#core/domain/albums/album.schema.ts';
import { formatInZone, zonedLocalToUtc } from '#core/domain/events/event-time.rules.ts';
import { MessageScreen, toHome } from '#platform/components/load-error.tsx';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button, ButtonLink } from '#platform/components/ui/button.tsx';
import { ConfirmDialog } from '#platform/components/ui/confirm-dialog.tsx';
import { PageSkeleton } from '#platform/components/ui/skeleton.tsx';
import { toast } from '#platform/components/ui/toast-store.ts';
import { ApiRequestError, failureMessage, serverErrorText } from '#platform/lib/api-client.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import type { UploaderIdentity } from '../api/album-identity.ts';
import { albumKeys } from '../api/album-keys.ts';
import { galleryHeaders } from '../api/album-storage.ts';
import { useDeleteOwnItem } from '../api/delete-own-item.ts';
import { useGallery } from '../api/get-gallery.ts';
import { useReportItem } from '../api/report-item.ts';
import { FlagIcon, PlayIcon, TrashIcon, VideoIcon } from './album-icons.tsx';
import { GalleryGrid } from './gallery-grid.tsx';
import { MediaUploader } from './media-uploader.tsx';
import { MediaViewer, viewerBarButtonClasses } from './media-viewer.tsx';
import { ReportDialog } from './report-dialog.tsx';

/** The planned reveal, readable: "Sat, Dec 5, 2026, 8:00 PM PST", or null without one (or with a malformed one). */
export function revealText(revealAt: string | null, timeZone: string): string | null {
  if (!revealAt) return null;
  try {
    return formatInZone(zonedLocalToUtc(revealAt, timeZone), timeZone);
  } catch {
    return null;
  }
}

/** "Viewing as Ada" under the title; hosts are told they see everything approved. */
export function viewerText(viewer: GalleryView['viewer']): string {
  if (viewer.role === 'host') return 'You are viewing as a host.';
  return viewer.name ? `Viewing as ${viewer.name}` : 'Viewing as a guest';
}

/** Who may not see the album, and why, from the server's 403/404 {error}. */
export function GalleryLoadError({ error }: { error: unknown }) {
  const status = error instanceof ApiRequestError ? error.status : null;
  const message = serverErrorText(error);
  if (status === 403 || status === 401) {
    return (
      <MessageScreen
        title="This album is private"
        text={`${message ?? 'Only the party’s guests and hosts can see it.'} Open it from your personal invitation link, or on the phone you uploaded from. Hosts: sign in first.`}
        back={toHome}
      />
    );
  }
  if (status === 404) {
    return <MessageScreen title="Album not found" text={`${message ?? 'There is no album at this address.'} Check the link, or ask the hosts for it.`} back={toHome} />;
  }
  return <MessageScreen title="Could not load the album" text={failureMessage(error, 'Please try again.', 'Please check your connection and try again.')} back={toHome} />;
}

/** "Show more" under a paged list of the album; the grid keeps focus where it was. */
export function ShowMoreButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  return (
    <div className="mt-4 flex justify-center">
      <Button type="button" variant="outline" onClick={onClick} disabled={loading} aria-busy={loading}>
        {loading ? 'Loading more…' : 'Show more'}
      </Button>
    </div>
  );
}

function GalleryPage({ slug, view, headers, more }: { slug: string; view: GalleryView; headers: Record<string, string>; more: ReactNode }) {
  const queryClient = useQueryClient();
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const [nested, setNested] = useState<'report' | 'delete' | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const tiles = useRef(new Map<string, HTMLButtonElement>());
  const refresh = () => queryClient.invalidateQueries({ queryKey: albumKeys.gallery(slug, JSON.stringify(headers)) });
  const remove = useDeleteOwnItem(headers, refresh);
  const report = useReportItem(headers);

  const items = view.items;
  const shownIndex = viewerIndex === null || items.length === 0 ? null : Math.min(viewerIndex, items.length - 1);
  const current: AlbumItemView | undefined = shownIndex === null ? undefined : items[shownIndex];
  const when = revealText(view.revealAt, view.event.timeZone);
  const isHost = view.viewer.role === 'host';
  // Signed-in members (hosts, guests linked to their account) upload here with their session.
  const uploaderIdentity = useMemo<UploaderIdentity>(() => ({ kind: 'member', eventId: view.event.id }), [view.event.id]);
  const limits = useMemo(() => ({ maxPhotoBytes: view.maxPhotoBytes, maxVideoBytes: view.maxVideoBytes }), [view.maxPhotoBytes, view.maxVideoBytes]);

  function closeViewer() {
    const id = current?.id;
    setViewerIndex(null);
    setNested(null);
    // Focus goes back to the tile of the item shown last (the grid's first tile if it is gone).
    requestAnimationFrame(() => {
      const tile = (id ? tiles.current.get(id) : undefined) ?? tiles.current.values().next().value;
      tile?.focus();
    });
  }

  function closeNested() {
    setNested(null);
    setActionError(null);
  }

  return (
    <div className="mx-auto max-w-6xl px-3 py-6 sm:px-4 sm:py-8">
      <p className="text-sm font-semibold text-muted-foreground">{view.event.title}</p>
      <h1 className="mt-1 text-3xl font-extrabold">Photos and videos</h1>
      <p className="mt-1 text-sm text-muted-foreground">{viewerText(view.viewer)}</p>

      {!view.revealed ? (
        <Alert tone="info" className="mt-4">
          {isHost
            ? `Guests see only their own uploads until the album is revealed${when ? ` (${when})` : ''}. You see everything.`
            : `Only your uploads are shown until the hosts reveal the album${when ? ` on ${when}` : ''}.`}
        </Alert>
      ) : null}

      <nav aria-label="Album views" className="mt-4 flex flex-wrap gap-2">
        <ButtonLink to={`/v/${encodeURIComponent(slug)}/slideshow`} variant="outline" size="sm">
          <PlayIcon className="h-4 w-4" /> Slideshow
        </ButtonLink>
        <ButtonLink to={`/v/${encodeURIComponent(slug)}/videos`} variant="outline" size="sm">
          <VideoIcon className="h-4 w-4" /> Videos
        </ButtonLink>
      </nav>

      {view.viewer.signedIn && (view.uploadsOpen || isHost) ? (
        <section aria-labelledby="gallery-add-heading" className="mt-5 rounded-card border border-border bg-card p-4 shadow-sm">
          <h2 id="gallery-add-heading" className="mb-3 font-bold">
            Add yours
          </h2>
          <MediaUploader identity={uploaderIdentity} limits={limits} onUploaded={() => void refresh()} />
        </section>
      ) : null}

      <section aria-label="Album" className="mt-5">
        {items.length === 0 ? (
          <p className="rounded-card border border-dashed border-border p-8 text-center text-muted-foreground">
            No photos or videos yet.{view.uploadsOpen ? ' They show here as guests share them.' : ''}
          </p>
        ) : (
          <GalleryGrid
            items={items}
            onOpen={setViewerIndex}
            tileRef={(id, element) => {
              if (element) tiles.current.set(id, element);
              else tiles.current.delete(id);
            }}
          />
        )}
        {more}
      </section>

      {shownIndex !== null && current ? (
        <MediaViewer
          items={items}
          index={shownIndex}
          timeZone={view.event.timeZone}
          onIndexChange={setViewerIndex}
          onClose={closeViewer}
          nestedOpen={nested !== null}
          actions={(item) =>
            item.own ? (
              <button type="button" className={viewerBarButtonClasses} onClick={() => setNested('delete')}>
                <TrashIcon className="h-5 w-5" /> Delete
              </button>
            ) : !isHost ? (
              <button type="button" className={viewerBarButtonClasses} onClick={() => setNested('report')}>
                <FlagIcon className="h-5 w-5" /> Report
              </button>
            ) : null
          }
        />
      ) : null}

      <ConfirmDialog
        open={nested === 'delete' && current !== undefined}
        onClose={closeNested}
        title={current?.kind === 'video' ? 'Delete this video?' : 'Delete this photo?'}
        description="It leaves the album for everyone. This cannot be undone."
        cancelLabel="Keep it"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() => {
          if (!current) return;
          setActionError(null);
          remove.mutate(current.id, {
            onSuccess: () => {
              closeNested();
              if (items.length <= 1) closeViewer();
              toast({ title: 'Deleted', description: 'It is no longer in the album.' });
            },
            onError: (failure) => setActionError(failureMessage(failure, 'Could not delete it', 'Could not delete it. Check your connection and try again.')),
          });
        }}
        error={actionError}
      />

      {nested === 'report' && current ? (
        <ReportDialog
          open
          what={current.kind}
          pending={report.isPending}
          error={actionError}
          onClose={closeNested}
          onSubmit={(reason) => {
            setActionError(null);
            report.mutate(
              { itemId: current.id, reason },
              {
                onSuccess: () => {
                  closeNested();
                  toast({ title: 'Reported', description: 'Thank you. The hosts will take a look.' });
                },
                onError: (failure) => setActionError(failureMessage(failure, 'Could not send the report', 'Could not send the report. Check your connection and try again.')),
              },
            );
          }}
        />
      ) : null}
    </div>
  );
}

/** /gallery/:slug — the album as this viewer may see it (a guest by their link, an uploader by this device, hosts by their session). */
export function GalleryScreen() {
  const { slug = '' } = useParams();
  const [headers] = useState(() => galleryHeaders(slug));
  const gallery = useGallery(slug, headers);
  // Named while it loads and when it cannot be shown too: the tab and a shared link never read as the landing page.
  useDocumentMeta(gallery.view ? `Album · ${gallery.view.event.title}` : 'Party album');
  if (gallery.isError) return <GalleryLoadError error={gallery.error} />;
  if (!gallery.view) return <PageSkeleton />;
  return <GalleryPage slug={slug} view={gallery.view} headers={headers} more={gallery.hasMore ? <ShowMoreButton loading={gallery.loadingMore} onClick={gallery.loadMore} /> : null} />;
}
