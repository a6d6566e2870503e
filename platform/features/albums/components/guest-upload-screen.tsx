import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { MessageScreen, toHome } from '#platform/components/load-error.tsx';
import { PageSkeleton } from '#platform/components/ui/skeleton.tsx';
import { ApiRequestError, failureMessage, serverErrorText } from '#platform/lib/api-client.ts';
import { identityHeaders, type UploaderIdentity } from '../api/album-identity.ts';
import { albumKeys } from '../api/album-keys.ts';
import { storeGuestToken } from '../api/album-storage.ts';
import { deleteOwnItem } from '../api/delete-own-item.ts';
import { useGuestUpload } from '../api/get-guest-upload.ts';
import { AlbumUploadPage } from './album-upload-page.tsx';

/**
 * /u/:token — the guest's personal upload page (their own link, or the hosts' "Share your photos"
 * text). No name step: the link says who they are, and uploads and deletes carry it as
 * `x-guest-token`. The token stays in the path (it is this page's address); it is also kept in
 * sessionStorage under the event page's key, so "See the album" knows the guest in this tab.
 */
export function GuestUploadScreen() {
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const view = useGuestUpload(token);
  const identity = useMemo<UploaderIdentity>(() => ({ kind: 'guest', guestToken: token }), [token]);
  const eventSlug = view.data?.eventSlug;

  useEffect(() => {
    if (eventSlug) storeGuestToken(eventSlug, token);
  }, [eventSlug, token]);

  if (view.isPending) return <PageSkeleton />;
  if (view.isError) {
    const invalid = view.error instanceof ApiRequestError && [401, 403, 404].includes(view.error.status);
    return (
      <MessageScreen
        title={invalid ? 'This link is not valid any more' : 'Could not open your upload page'}
        text={
          invalid
            ? `${serverErrorText(view.error) ?? 'The link may have been replaced.'} Ask the host for your personal link.`
            : failureMessage(view.error, 'Please try again.', 'Please check your connection and try again.')
        }
        back={toHome}
      />
    );
  }
  const data = view.data;
  const refresh = () => queryClient.invalidateQueries({ queryKey: albumKeys.guestUpload(token) });
  return (
    <AlbumUploadPage
      portal={data}
      identity={identity}
      who={
        <p>
          Uploading as <strong>{data.guestName}</strong>
        </p>
      }
      ownUploads={{ items: data.items, isPending: false, error: null }}
      onDelete={async (itemId) => {
        await deleteOwnItem(itemId, identityHeaders(identity));
        await refresh();
      }}
      onUploaded={() => void refresh()}
    />
  );
}
