import type { Meta, StoryObj } from '@storybook/react-vite';
import { CoverPhotoFieldView } from '#platform/features/events/components/cover-photo-field.tsx';

/** A stand-in for an uploaded photo's medium size, drawn inline so the story needs no server. */
const preview = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#f472b6"/><stop offset="1" stop-color="#facc15"/></linearGradient></defs><rect width="1200" height="675" fill="url(#g)"/><circle cx="600" cy="340" r="120" fill="#fff" opacity=".7"/></svg>',
)}`;

const meta = {
  title: 'Platform/Events/Cover photo field',
  component: CoverPhotoFieldView,
  args: { state: { kind: 'empty' }, onChoose: () => undefined, onRemove: () => undefined },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CoverPhotoFieldView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Uploading: Story = { args: { state: { kind: 'uploading', fileName: 'maya-cake.jpg', progress: 0.42 } } };
/** Before the browser knows the file's size (or when it never says): a spinner without a percentage. */
export const UploadingWithoutProgress: Story = { args: { state: { kind: 'uploading', fileName: 'maya-cake.jpg', progress: null } } };
export const Uploaded: Story = { args: { state: { kind: 'uploaded', previewUrl: preview } } };
/** The server's words for a file that is not a photo; no cover yet. */
export const UploadError: Story = {
  args: { state: { kind: 'error', message: 'This file is an SVG drawing, not a photo. Please upload a photo in JPEG, PNG, WebP or HEIC format.', previewUrl: null } },
};
/** A new photo was refused: the cover chosen before stays, with the reason under the field. */
export const ErrorKeepingThePreviousPhoto: Story = {
  args: { state: { kind: 'error', message: 'This photo is larger than 15 MB. Please choose a smaller one, or export it at a lower size first.', previewUrl: preview } },
};
