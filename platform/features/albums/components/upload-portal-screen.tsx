import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { UploadPortalView } from '#core/domain/albums/album.schema.ts';
import { MessageScreen, toHome } from '#platform/components/load-error.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { PageSkeleton } from '#platform/components/ui/skeleton.tsx';
import { ApiRequestError, failureMessage, serverErrorText } from '#platform/lib/api-client.ts';
import { identityHeaders, type UploaderIdentity } from '../api/album-identity.ts';
import { albumKeys } from '../api/album-keys.ts';
import { forgetUploader, readUploader, saveUploader, type StoredUploader } from '../api/album-storage.ts';
import { deleteOwnItem } from '../api/delete-own-item.ts';
import { useMyUploads } from '../api/get-my-uploads.ts';
import { useUploadPortal } from '../api/get-upload-portal.ts';
import { useRegisterUploader } from '../api/register-uploader.ts';
import { AlbumUploadPage } from './album-upload-page.tsx';
import { UploaderNameForm } from './uploader-name-form.tsx';

/** The portal page once this device has a name: the picker and "Your uploads" under the device's key. */
function NamedPortal({ token, portal, uploader, onChangeName }: { token: string; portal: UploadPortalView; uploader: StoredUploader; onChangeName: () => void }) {
  const queryClient = useQueryClient();
  const identity = useMemo<UploaderIdentity>(() => ({ kind: 'portal', portalToken: token, uploaderKey: uploader.key }), [token, uploader.key]);
  const uploads = useMyUploads(token, uploader.key);
  const refresh = () => queryClient.invalidateQueries({ queryKey: albumKeys.portalUploads(token, uploader.key) });
  return (
    <AlbumUploadPage
      portal={portal}
      identity={identity}
      who={
        <p className="flex flex-wrap items-center gap-x-2">
          <span>
            Uploading as <strong>{uploader.name}</strong>
          </span>
          <Button variant="ghost" size="sm" className="h-auto px-2 py-1 text-primary underline-offset-2 hover:underline" onClick={onChangeName}>
            Not you? Change name
          </Button>
        </p>
      }
      ownUploads={{ items: uploads.data, isPending: uploads.isPending, error: uploads.error }}
      onDelete={async (itemId) => {
        await deleteOwnItem(itemId, identityHeaders(identity));
        await refresh();
      }}
      onUploaded={() => void refresh()}
    />
  );
}

function Portal({ token, portal }: { token: string; portal: UploadPortalView }) {
  const [uploader, setUploader] = useState<StoredUploader | null>(() => readUploader(portal.eventSlug));
  const register = useRegisterUploader(token);

  if (uploader) {
    return (
      <NamedPortal
        // A new name is a new uploader key: the uploader's state starts afresh.
        key={uploader.key}
        token={token}
        portal={portal}
        uploader={uploader}
        onChangeName={() => {
          forgetUploader(portal.eventSlug);
          register.reset();
          setUploader(null);
        }}
      />
    );
  }
  return (
    <AlbumUploadPage
      portal={portal}
      identity={null}
      nameStep={
        <UploaderNameForm
          pending={register.isPending}
          error={register.isError ? failureMessage(register.error, 'Could not save your name', 'Could not save your name. Check your connection and try again.') : null}
          onSubmit={(name) =>
            register.mutate(name, {
              onSuccess: (answer) => {
                const stored = { key: answer.uploaderKey, name: answer.name };
                saveUploader(portal.eventSlug, stored);
                setUploader(stored);
              },
            })
          }
        />
      }
      ownUploads={{ items: undefined, isPending: false, error: null }}
      onDelete={async () => undefined}
      onUploaded={() => undefined}
    />
  );
}

/** /upload/:token — the event's shared upload portal (the link or QR code the hosts share at the party). */
export function UploadPortalScreen() {
  const { token = '' } = useParams();
  const portal = useUploadPortal(token);
  if (portal.isPending) return <PageSkeleton />;
  if (portal.isError) {
    const gone = portal.error instanceof ApiRequestError && (portal.error.status === 404 || portal.error.status === 410);
    return (
      <MessageScreen
        title={gone ? 'This upload link is not active' : 'Could not open the upload page'}
        text={
          gone
            ? `${serverErrorText(portal.error) ?? 'The hosts turned this link off or replaced it.'} Ask the hosts for the current link or QR code.`
            : failureMessage(portal.error, 'Please try again.', 'Please check your connection and try again.')
        }
        back={toHome}
      />
    );
  }
  return <Portal token={token} portal={portal.data} />;
}
