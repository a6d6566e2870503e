import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PHOTO_MAX_BYTES, VIDEO_MAX_BYTES } from '#core/domain/albums/album.rules.ts';
import type { AlbumItemView, AlbumView } from '#core/domain/albums/album.schema.ts';
import { formatStorage } from '#core/domain/money/plans.rules.ts';
import { EventBreadcrumb } from '#platform/components/event-breadcrumb.tsx';
import { LoadError } from '#platform/components/load-error.tsx';
import { Alert } from '#platform/components/ui/alert.tsx';
import { buttonClasses } from '#platform/components/ui/button.tsx';
import { Card } from '#platform/components/ui/card.tsx';
import { ConfirmDialog } from '#platform/components/ui/confirm-dialog.tsx';
import { DashboardSkeleton } from '#platform/components/ui/skeleton.tsx';
import { toast } from '#platform/components/ui/toast-store.ts';
import { failureMessage } from '#platform/lib/api-client.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import type { UploaderIdentity } from '../api/album-identity.ts';
import { albumKeys, albumPaths, type AlbumItemsFilter } from '../api/album-keys.ts';
import { useDeleteAlbumItem } from '../api/delete-album-item.ts';
import { useAlbum } from '../api/get-album.ts';
import { useAlbumEvent, type AlbumEvent } from '../api/get-album-event.ts';
import { useAlbumItems } from '../api/get-album-items.ts';
import { useModerateItem } from '../api/moderate-item.ts';
import { useUpdateAlbum } from '../api/update-album.ts';
import { DownloadIcon, PlayIcon } from './album-icons.tsx';
import { AlbumSettingsForm } from './album-settings-form.tsx';
import { ApprovalQueue, type ItemAction } from './approval-queue.tsx';
import { MediaUploader } from './media-uploader.tsx';
import { PhotoRequestPanel } from './photo-request-panel.tsx';
import { UploadLinkPanel } from './upload-link-panel.tsx';

/**
 * How guests add photos now, said where the host looks first: their personal links always work;
 * the shared link (anyone holding it can upload, decision 058) is off until the host turns it on.
 */
export function guestUploadText(album: Pick<AlbumView, 'uploadsOpen' | 'portalLink' | 'requireApproval'>): string {
  if (!album.uploadsOpen) return 'Uploads are closed: guests cannot add photos until you open them in Settings.';
  const approval = album.requireApproval ? ' You approve each one before it shows.' : '';
  if (album.portalLink) return `Guests add photos from their personal links and from the shared upload link, which is on.${approval}`;
  return `Guests add photos from their personal links. The shared upload link and QR poster are off: turn them on under “Upload link and QR poster” to let anyone at the party add photos.${approval}`;
}

/** "1.2 GB of 2 GB used (60%)". */
export function storageText(storedBytes: number, quotaBytes: number): string {
  const percent = quotaBytes > 0 ? Math.min(100, Math.round((storedBytes / quotaBytes) * 100)) : 0;
  return `${formatStorage(storedBytes)} of ${formatStorage(quotaBytes)} used (${percent}%)`;
}

function Section({ id, title, children, action }: { id: string; title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </Card>
  );
}

function ItemsSection({ eventId, album, timeZone }: { eventId: string; album: AlbumView; timeZone: string }) {
  const [filter, setFilter] = useState<AlbumItemsFilter>(album.counts.pending > 0 ? 'pending' : 'all');
  const items = useAlbumItems(eventId, filter);
  const moderate = useModerateItem(eventId);
  const remove = useDeleteAlbumItem(eventId);
  const [deleting, setDeleting] = useState<AlbumItemView | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const busyItemId = moderate.isPending ? moderate.variables.itemId : remove.isPending ? (remove.variables ?? null) : null;
  const list = items.data?.pages.flatMap((page) => page.items) ?? [];

  function act(item: AlbumItemView, action: ItemAction) {
    if (action === 'delete') {
      setDeleteError(null);
      setDeleting(item);
      return;
    }
    moderate.mutate(
      { itemId: item.id, status: action === 'approve' ? 'approved' : 'hidden' },
      {
        onSuccess: () => toast({ title: action === 'approve' ? 'Approved' : 'Hidden', description: action === 'approve' ? 'It is in the album now.' : 'Guests no longer see it.' }),
        onError: (failure) => toast({ title: `Could not ${action} it`, description: failureMessage(failure, 'Please try again.', 'Please try again.'), variant: 'destructive' }),
      },
    );
  }

  return (
    <>
      {items.isError ? (
        <Alert tone="error">{failureMessage(items.error, 'Could not load the photos and videos', 'Could not load the photos and videos. Please try again.')}</Alert>
      ) : (
        <ApprovalQueue
          items={list}
          filter={filter}
          counts={album.counts}
          timeZone={timeZone}
          onFilterChange={setFilter}
          onAction={act}
          busyItemId={busyItemId}
          loading={items.isPending}
          hasMore={items.hasNextPage}
          loadingMore={items.isFetchingNextPage}
          onLoadMore={() => void items.fetchNextPage()}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={deleting?.kind === 'video' ? 'Delete this video?' : 'Delete this photo?'}
        description={deleting ? `${deleting.originalName} from ${deleting.uploaderName} is deleted for good, for everyone. Hide it instead to keep it out of sight.` : undefined}
        cancelLabel="Keep it"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              toast({ title: 'Deleted' });
            },
            onError: (failure) => setDeleteError(failureMessage(failure, 'Could not delete it', 'Could not delete it. Please try again.')),
          });
        }}
      >
        {deleteError ? (
          <Alert tone="error" className="mb-4">
            {deleteError}
          </Alert>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

function AlbumPage({ eventId, album, event }: { eventId: string; album: AlbumView; event: AlbumEvent }) {
  const queryClient = useQueryClient();
  const update = useUpdateAlbum(eventId);
  const identity = useMemo<UploaderIdentity>(() => ({ kind: 'member', eventId }), [eventId]);
  const limits = useMemo(() => ({ maxPhotoBytes: PHOTO_MAX_BYTES, maxVideoBytes: VIDEO_MAX_BYTES }), []);
  const gallery = `/gallery/${encodeURIComponent(event.slug)}`;
  const settingsKey = `${album.visibility}|${album.revealAt}|${album.requireApproval}|${album.uploadsOpen}`;
  const percentUsed = album.quotaBytes > 0 ? Math.min(100, (album.storedBytes / album.quotaBytes) * 100) : 0;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <EventBreadcrumb eventId={eventId} eventTitle={event.title} current="Album" />
      <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-extrabold">Album</h1>
          <p className="mt-1 text-muted-foreground">
            {album.counts.photos} {album.counts.photos === 1 ? 'photo' : 'photos'} · {album.counts.videos} {album.counts.videos === 1 ? 'video' : 'videos'}
            {album.counts.pending > 0 ? ` · ${album.counts.pending} waiting for approval` : ''}
            {album.revealed ? ' · guests see the album' : ' · guests see only their own uploads'}
          </p>
          <p className="mt-1 text-sm">
            {guestUploadText(album)}{' '}
            <a href="#album-link-heading" className="font-semibold text-primary underline underline-offset-2">
              Upload link settings
            </a>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={gallery} className={buttonClasses('outline', 'sm')}>
            View the album
          </Link>
          <Link to={`/v/${encodeURIComponent(event.slug)}/slideshow`} className={buttonClasses('outline', 'sm')}>
            <PlayIcon className="h-4 w-4" /> Slideshow
          </Link>
          {/* A plain link: the session cookie authorizes it, and the browser streams the zip to disk. */}
          <a href={albumPaths.albumDownload(eventId)} download className={buttonClasses('primary', 'sm')}>
            <DownloadIcon className="h-4 w-4" /> Download all (zip)
          </a>
        </div>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-6">
          <Section id="album-items-heading" title="Photos and videos">
            <ItemsSection eventId={eventId} album={album} timeZone={event.timeZone} />
          </Section>
          <Section id="album-upload-heading" title="Add photos and videos">
            <MediaUploader identity={identity} limits={limits} onUploaded={() => void queryClient.invalidateQueries({ queryKey: albumKeys.album(eventId) })} />
          </Section>
        </div>
        <div className="space-y-6">
          <Section id="album-settings-heading" title="Settings">
            <AlbumSettingsForm
              key={settingsKey}
              album={album}
              timeZone={event.timeZone}
              pending={update.isPending}
              error={update.isError ? failureMessage(update.error, 'Could not save the settings', 'Could not save the settings. Please try again.') : null}
              onSave={(changes) => update.mutate(changes, { onSuccess: () => toast({ title: 'Album settings saved' }) })}
            />
          </Section>
          <Section id="album-storage-heading" title="Storage">
            <p className="text-sm">{storageText(album.storedBytes, album.quotaBytes)}</p>
            <progress value={album.storedBytes} max={Math.max(1, album.quotaBytes)} aria-label="Album storage used" className="mt-2 h-2 w-full accent-primary">
              {Math.round(percentUsed)}%
            </progress>
            <p className="mt-2 text-sm text-muted-foreground">
              Originals count against your plan's album storage.{' '}
              <Link to="/pricing" className="font-semibold text-primary underline underline-offset-2">
                See plans
              </Link>
            </p>
          </Section>
          <Section id="album-link-heading" title="Upload link and QR poster">
            <UploadLinkPanel eventId={eventId} eventTitle={event.title} portalLink={album.portalLink} />
          </Section>
          <Section id="album-photo-request-heading" title="Ask guests for photos">
            <PhotoRequestPanel eventId={eventId} labelledBy="album-photo-request-heading" />
          </Section>
        </div>
      </div>
    </div>
  );
}

/** /dashboard/events/:id/album — the hosts' Album screen. */
export function AlbumScreen() {
  const { id = '' } = useParams();
  const album = useAlbum(id);
  const event = useAlbumEvent(id);
  useDocumentMeta(event.data ? `Album · ${event.data.title}` : 'Album');
  if (album.isPending || event.isPending) return <DashboardSkeleton />;
  const error = album.error ?? event.error;
  if (error) return <LoadError error={error} notFoundTitle="Album not found" notFoundText="The event may have been deleted, or you are not one of its hosts." failedTitle="Could not load the album" />;
  if (!album.data || !event.data) return <DashboardSkeleton />;
  return <AlbumPage eventId={id} album={album.data} event={event.data} />;
}
