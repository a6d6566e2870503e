import { useState, type KeyboardEvent } from 'react';
import { LazyImage } from '#platform/components/ui/lazy-image.tsx';
import { StoreIcon } from '#platform/components/ui/icons.tsx';
import { cx } from '#platform/lib/class-names.ts';

/**
 * A product's photos: the chosen one large, the others as thumbnails to pick. With focus anywhere
 * in the gallery, the left and right arrow keys (and Home, End) move through the photos; the
 * thumbnails are buttons saying which photo they show and which one is on screen.
 */
export function PhotoGallery({ title, urls }: { title: string; urls: string[] }) {
  const [shown, setShown] = useState(0);
  const count = urls.length;
  if (count === 0) {
    return <LazyImage src={undefined} alt="" className="aspect-square w-full rounded-card" placeholder={<StoreIcon className="m-auto h-full w-16 text-muted-foreground" />} />;
  }
  const index = Math.min(shown, count - 1);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 };
    const target = moves[event.key];
    if (target === undefined || count < 2) return;
    event.preventDefault();
    const next = (target + count) % count;
    setShown(next);
    // Focus follows onto the thumbnail of the photo now shown, so the keys keep working from there.
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-photo="${next}"]`)?.focus();
  }

  return (
    <section aria-label="Photos" onKeyDown={onKeyDown}>
      <LazyImage key={urls[index]} src={urls[index]} alt={`${title}: photo ${index + 1} of ${count}`} className="aspect-square w-full overflow-hidden rounded-card" />
      {count > 1 ? (
        <>
          <p aria-live="polite" className="sr-only">
            Photo {index + 1} of {count}
          </p>
          <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
            {urls.map((url, photo) => (
              <li key={url} className="shrink-0">
                <button
                  type="button"
                  data-photo={photo}
                  aria-label={`Show photo ${photo + 1} of ${count}`}
                  aria-pressed={photo === index}
                  onClick={() => setShown(photo)}
                  className={cx(
                    'block h-16 w-16 overflow-hidden rounded-lg border-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    photo === index ? 'border-primary' : 'border-transparent opacity-80 hover:opacity-100',
                  )}
                >
                  <img src={url} alt="" loading="lazy" className="h-full w-full object-cover" />
                </button>
              </li>
            ))}
          </ul>
          <p className="mt-1 text-xs text-muted-foreground">Use the left and right arrow keys to move through the photos.</p>
        </>
      ) : null}
    </section>
  );
}
