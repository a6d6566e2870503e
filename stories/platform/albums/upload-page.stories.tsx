import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { fn } from 'storybook/test';
import type { UploaderIdentity } from '#platform/features/albums/api/album-identity.ts';
import { AlbumUploadPage } from '#platform/features/albums/components/album-upload-page.tsx';
import { OwnUploads } from '#platform/features/albums/components/own-uploads.tsx';
import { UploaderNameForm } from '#platform/features/albums/components/uploader-name-form.tsx';
import { albumItem, portalView, videoWithoutPoster } from './album-fixtures.ts';

const meta = {
  title: 'Platform/Albums/Upload page',
  parameters: { layout: 'fullscreen', viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const ownItems = [albumItem(0, { own: true, status: 'pending' }), { ...videoWithoutPoster, own: true }, albumItem(2, { own: true })];

function Page({ named, uploadsOpen = true, revealed = false }: { named: boolean; uploadsOpen?: boolean; revealed?: boolean }) {
  const identity = useMemo<UploaderIdentity>(() => ({ kind: 'portal', portalToken: 'story-token', uploaderKey: 'story-key' }), []);
  return (
    <AlbumUploadPage
      portal={{ ...portalView, uploadsOpen, revealed }}
      identity={named ? identity : null}
      who={
        <p>
          Uploading as <strong>Ada</strong>
        </p>
      }
      nameStep={<UploaderNameForm onSubmit={() => undefined} pending={false} error={null} />}
      ownUploads={{ items: ownItems, isPending: false, error: null }}
      onDelete={async () => undefined}
      onUploaded={() => undefined}
    />
  );
}

/** First time on this phone: the name, once. */
export const NameStep: Story = { render: () => <Page named={false} /> };
/** Named: the big picker, and their own uploads (one waits for approval). Drop-only until the reveal. */
export const ReadyToUpload: Story = { render: () => <Page named /> };
/** Revealed: "See the album" leads to the gallery. */
export const Revealed: Story = { render: () => <Page named revealed /> };
/** The hosts closed uploads: no picker, their uploads stay. */
export const UploadsClosed: Story = { render: () => <Page named uploadsOpen={false} /> };

export const NameRefused: Story = {
  render: () => (
    <div className="max-w-md p-4">
      <UploaderNameForm onSubmit={fn()} pending={false} error="Please wait a minute before trying again." />
    </div>
  ),
};

export const YourUploads: Story = {
  render: () => (
    <div className="max-w-xl p-4">
      <OwnUploads items={ownItems} onDelete={async () => undefined} />
    </div>
  ),
};
