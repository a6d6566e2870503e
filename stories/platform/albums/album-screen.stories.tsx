import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AlbumView } from '#core/domain/albums/album.schema.ts';
import { albumKeys } from '#platform/features/albums/api/album-keys.ts';
import { AlbumScreen } from '#platform/features/albums/components/album-screen.tsx';
import { QrPoster } from '#platform/features/albums/components/qr-poster.tsx';
import { albumView, event, pendingItems } from './album-fixtures.ts';

function Seed({ entries, children }: { entries: Array<[readonly unknown[], unknown]>; children: ReactNode }) {
  const queryClient = useQueryClient();
  for (const [key, data] of entries) if (queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, data);
  return <>{children}</>;
}

const meta = {
  title: 'Platform/Albums/Album screen',
  parameters: { layout: 'fullscreen', router: false },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function AlbumAt({ album }: { album: AlbumView }) {
  const filter = album.counts.pending > 0 ? 'pending' : 'all';
  return (
    <Seed
      entries={[
        [albumKeys.album('event-1'), album],
        [albumKeys.albumEvent('event-1'), { id: 'event-1', title: event.title, slug: event.slug, timeZone: event.timeZone }],
        [albumKeys.albumItems('event-1', filter), { pages: [{ items: filter === 'pending' ? pendingItems : [], nextCursor: null }], pageParams: [null] }],
      ]}
    >
      <MemoryRouter initialEntries={['/dashboard/events/event-1/album']}>
        <Routes>
          <Route path="/dashboard/events/:id/album" element={<AlbumScreen />} />
        </Routes>
      </MemoryRouter>
    </Seed>
  );
}

/** Drop-only until 9:30 PM with approval on: four uploads wait, one reported. */
export const HostWithQueue: Story = { render: () => <AlbumAt album={albumView} /> };
/** The upload link turned off; nothing waiting. */
export const LinkOff: Story = {
  render: () => <AlbumAt album={{ ...albumView, portalLink: null, visibility: 'guests', revealAt: null, revealed: true, requireApproval: false, counts: { ...albumView.counts, pending: 0 } }} />,
};
/** The printable poster alone ("Print poster" prints only it). */
export const Poster: Story = {
  parameters: { layout: 'padded' },
  render: () => <QrPoster link={albumView.portalLink!} eventTitle={event.title} />,
};
