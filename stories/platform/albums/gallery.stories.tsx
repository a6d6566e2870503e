import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { GalleryView } from '#core/domain/albums/album.schema.ts';
import { albumKeys } from '#platform/features/albums/api/album-keys.ts';
import { GalleryGrid } from '#platform/features/albums/components/gallery-grid.tsx';
import { GalleryScreen } from '#platform/features/albums/components/gallery-screen.tsx';
import { MediaViewer } from '#platform/features/albums/components/media-viewer.tsx';
import { VideosScreen } from '#platform/features/albums/components/videos-screen.tsx';
import { galleryItems, galleryView } from './album-fixtures.ts';

/** Seeds the story's own query cache, so screens render without a server. */
function Seed({ entries, children }: { entries: Array<[readonly unknown[], unknown]>; children: ReactNode }) {
  const queryClient = useQueryClient();
  for (const [key, data] of entries) if (queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, data);
  return <>{children}</>;
}

const meta = {
  title: 'Platform/Albums/Gallery',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The grid: square thumbnails that load near the viewport; videos carry their length; own pending uploads say so. */
export const Grid: Story = {
  render: () => (
    <div className="p-4">
      <GalleryGrid items={galleryItems} onOpen={() => undefined} />
    </div>
  ),
};

function Viewer({ start }: { start: number }) {
  const [index, setIndex] = useState(start);
  return (
    <MediaViewer
      items={galleryItems}
      index={index}
      timeZone="America/New_York"
      onIndexChange={setIndex}
      onClose={() => setIndex(start)}
      actions={(item) => (
        <button type="button" className="inline-flex h-11 items-center rounded-full px-3 text-sm font-semibold text-white hover:bg-white/15">
          {item.own ? 'Delete' : 'Report'}
        </button>
      )}
    />
  );
}

/** The viewer: arrow keys or a swipe for previous/next, Escape closes, download, and Delete (own) or Report (others'). */
export const ViewerPhoto: Story = { render: () => <Viewer start={1} /> };
export const ViewerOwnPhoto: Story = { render: () => <Viewer start={0} /> };

function GalleryAt({ view, path = `/gallery/${galleryView.event.slug}` }: { view: GalleryView; path?: string }) {
  return (
    <Seed
      entries={(['all', 'video'] as const).map((kind) => [
        [...albumKeys.gallery(view.event.slug, '{}'), kind],
        // The gallery pages its items (useInfiniteQuery): one page, the one the screens ask first.
        { pages: [kind === 'video' ? { ...view, items: view.items.filter((item) => item.kind === 'video') } : view], pageParams: [null] },
      ])}
    >
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/gallery/:slug" element={<GalleryScreen />} />
          <Route path="/v/:slug/videos" element={<VideosScreen />} />
        </Routes>
      </MemoryRouter>
    </Seed>
  );
}

export const GalleryRevealed: Story = { parameters: { router: false }, render: () => <GalleryAt view={galleryView} /> };
/** Drop-only before the reveal: a guest sees only their own uploads, and when the album opens. */
export const GalleryBeforeReveal: Story = {
  parameters: { router: false },
  render: () => <GalleryAt view={{ ...galleryView, revealed: false, revealAt: '2027-03-06T21:30', items: galleryItems.filter((item) => item.own) }} />,
};
export const GalleryEmpty: Story = { parameters: { router: false }, render: () => <GalleryAt view={{ ...galleryView, items: [] }} /> };
export const VideosView: Story = {
  parameters: { router: false },
  render: () => (
    <GalleryAt
      view={{ ...galleryView, items: galleryItems.map((item) => (item.kind === 'video' ? { ...item, urls: { ...item.urls, video: 'data:video/mp4;base64,' } } : item)) }}
      path={`/v/${galleryView.event.slug}/videos`}
    />
  ),
};
