import type { AlbumItemView } from '#core/domain/albums/album.schema.ts';
import { ItemThumb, itemLabel } from './item-thumb.tsx';

export interface GalleryGridProps {
  items: AlbumItemView[];
  onOpen: (index: number) => void;
  /** Lets the page give focus back to the tile of the item the viewer showed last. */
  tileRef?: (itemId: string, element: HTMLButtonElement | null) => void;
}

/** The tile's spoken name: "Photo by Ada", with its state when it is not in the album yet. */
export function tileName(item: AlbumItemView): string {
  const state = item.status === 'pending' ? ', waiting for approval' : item.status === 'hidden' ? ', hidden by the hosts' : '';
  return `${itemLabel(item)}${state}`;
}

/**
 * The album as a grid of square thumbnails, newest first; each opens the viewer. Thumbnails load
 * as they come near the viewport, and the square boxes keep the grid from moving while they do.
 */
export function GalleryGrid({ items, onOpen, tileRef }: GalleryGridProps) {
  return (
    <ul className="grid grid-cols-3 gap-1 sm:grid-cols-4 sm:gap-2 lg:grid-cols-6">
      {items.map((item, index) => (
        <li key={item.id}>
          <button
            type="button"
            ref={tileRef ? (element) => tileRef(item.id, element) : undefined}
            aria-label={tileName(item)}
            onClick={() => onOpen(index)}
            className="relative block w-full overflow-hidden rounded-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <ItemThumb item={item} />
            {item.status !== 'approved' ? (
              <span aria-hidden="true" className="absolute top-1.5 left-1.5 rounded-full bg-black/70 px-2 py-0.5 text-xs font-semibold text-white">
                {item.status === 'pending' ? 'Waiting for approval' : 'Hidden'}
              </span>
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
