import type { ReactNode } from 'react';
import type { AlbumItemView, UploadPortalView } from '#core/domain/albums/album.schema.ts';
import { PartyTime } from '#platform/components/party-time.tsx';
import { Alert } from '#platform/components/ui/alert.tsx';
import { ButtonLink } from '#platform/components/ui/button.tsx';
import { failureMessage } from '#platform/lib/api-client.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import type { UploaderIdentity } from '../api/album-identity.ts';
import { MediaUploader } from './media-uploader.tsx';
import { OwnUploads } from './own-uploads.tsx';

export interface AlbumUploadPageProps {
  portal: UploadPortalView;
  /** Who uploads; null while the portal still needs a name (then `nameStep` shows instead of the picker). */
  identity: UploaderIdentity | null;
  /** "Uploading as …" and, on the portal, "Not you? Change name". */
  who?: ReactNode;
  nameStep?: ReactNode;
  ownUploads: { items: AlbumItemView[] | undefined; isPending: boolean; error: unknown };
  onDelete: (itemId: string) => Promise<void>;
  /** A file finished: refresh "Your uploads". */
  onUploaded: () => void;
}

/**
 * The page a guest uploads from, phone first: the event, what the album's settings mean for them
 * (revealed later, approval, closed), the picker with a tile per file, and their own uploads.
 * /upload/:token and /u/:token both draw it; only the identity and the name step differ.
 */
export function AlbumUploadPage({ portal, identity, who, nameStep, ownUploads, onDelete, onUploaded }: AlbumUploadPageProps) {
  useDocumentMeta(`Share your photos · ${portal.event.title}`);
  const limits = { maxPhotoBytes: portal.maxPhotoBytes, maxVideoBytes: portal.maxVideoBytes };
  return (
    <div className="mx-auto max-w-xl px-4 py-6 sm:py-10">
      <p className="text-sm font-semibold text-muted-foreground">
        {portal.event.title} · <PartyTime at={portal.event.startsAt} timeZone={portal.event.timeZone} />
      </p>
      <h1 className="mt-1 text-3xl font-extrabold">Share your photos</h1>
      <p className="mt-1 text-muted-foreground">
        {portal.event.celebrantName ? `Photos and videos from ${portal.event.celebrantName}'s party go into one private album.` : 'Photos and videos from the party go into one private album.'}
      </p>

      <div className="mt-5 space-y-3">
        {!portal.uploadsOpen ? <Alert tone="info">Uploads are closed: the hosts are not taking new photos or videos for this album.</Alert> : null}
        {!portal.revealed ? <Alert tone="info">The album is revealed later. Until then you see only your own uploads here; everyone sees the album once the hosts reveal it.</Alert> : null}
        {portal.uploadsOpen && portal.requireApproval ? <p className="text-sm text-muted-foreground">The hosts approve each photo and video before it shows in the album.</p> : null}
      </div>

      <div className="mt-6">
        {identity === null ? (
          nameStep
        ) : (
          <>
            {who ? <div className="mb-4 text-sm">{who}</div> : null}
            {portal.uploadsOpen ? <MediaUploader identity={identity} limits={limits} requireApproval={portal.requireApproval} onUploaded={onUploaded} /> : null}
          </>
        )}
      </div>

      {portal.revealed ? (
        <ButtonLink to={`/gallery/${encodeURIComponent(portal.eventSlug)}`} variant="outline" className="mt-6 w-full">
          See the album
        </ButtonLink>
      ) : null}

      {identity !== null ? (
        <section aria-labelledby="your-uploads-heading" className="mt-10">
          <h2 id="your-uploads-heading" className="text-xl font-bold">
            Your uploads
          </h2>
          <div className="mt-3">
            {ownUploads.isPending ? (
              <p className="text-sm text-muted-foreground">Loading your uploads...</p>
            ) : ownUploads.error ? (
              <Alert tone="error">{failureMessage(ownUploads.error, 'Could not load your uploads', 'Could not load your uploads. Check your connection.')}</Alert>
            ) : (
              <OwnUploads items={ownUploads.items ?? []} onDelete={onDelete} />
            )}
          </div>
        </section>
      ) : null}
    </div>
  );
}
