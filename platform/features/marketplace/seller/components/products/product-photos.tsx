import { useId, type ChangeEvent } from 'react';
import { catalogLimits } from '#core/domain/marketplace/catalog-terms.rules.ts';
import { Button } from '#platform/components/ui/button.tsx';
import { FieldError } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';

export interface ProductPhotosProps {
  imageUrls: string[];
  /** Each chosen file, one after the other (the API adds one per request). */
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
  /** The new order, as today's indexes. */
  onReorder: (order: number[]) => void;
  /** What is happening now, in words ("Uploading party-hat.jpg…"), or null. */
  busy?: string | null;
  error?: string | null;
}

/** The order with the photo at `from` moved to `to`. */
export function movedOrder(count: number, from: number, to: number): number[] {
  const order = Array.from({ length: count }, (_, index) => index);
  const [moved] = order.splice(from, 1);
  order.splice(to, 0, moved!);
  return order;
}

/** A saved product's photos: up to 10, the first is the cover; move earlier or later, remove, add. */
export function ProductPhotos({ imageUrls, onAdd, onRemove, onReorder, busy = null, error = null }: ProductPhotosProps) {
  const id = useId();
  const room = catalogLimits.photos - imageUrls.length;
  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])].slice(0, Math.max(0, room));
    event.target.value = '';
    if (files.length > 0) onAdd(files);
  }
  return (
    <div className="space-y-3">
      {imageUrls.length > 0 ? (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {imageUrls.map((url, index) => (
            <li key={`${url}-${index}`} className="min-w-0 rounded-lg border border-border p-2">
              <img src={url} alt={`Photo ${index + 1}${index === 0 ? ' (cover)' : ''}`} className="aspect-square w-full rounded-md bg-muted object-cover text-xs" />
              <div className="mt-2 flex flex-wrap items-center gap-1 text-xs">
                {index === 0 ? <span className="mr-1 font-semibold">Cover</span> : null}
                {index > 0 ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    className="px-3"
                    disabled={busy !== null}
                    onClick={() => onReorder(movedOrder(imageUrls.length, index, index - 1))}
                    aria-label={`Move photo ${index + 1} earlier`}
                  >
                    ←
                  </Button>
                ) : null}
                {index < imageUrls.length - 1 ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    className="px-3"
                    disabled={busy !== null}
                    onClick={() => onReorder(movedOrder(imageUrls.length, index, index + 1))}
                    aria-label={`Move photo ${index + 1} later`}
                  >
                    →
                  </Button>
                ) : null}
                <Button size="sm" variant="ghost" className="px-3" disabled={busy !== null} onClick={() => onRemove(index)} aria-label={`Remove photo ${index + 1}`}>
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">No photos yet. Products with photos sell better.</p>
      )}
      <div>
        <Label htmlFor={`${id}-add`}>Add photos</Label>
        <input
          id={`${id}-add`}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
          disabled={busy !== null || room <= 0}
          onChange={chosen}
          aria-describedby={`${id}-hint`}
          className="block w-full text-sm text-muted-foreground file:mr-3 file:h-11 file:cursor-pointer file:rounded-lg file:border file:border-input file:bg-card file:px-4 file:font-semibold file:text-foreground"
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted-foreground">
          JPEG, PNG or WebP up to 15 MB each; {room > 0 ? `${room} more of ${catalogLimits.photos}` : `all ${catalogLimits.photos} used`}. The first photo is the cover.
        </p>
        <p aria-live="polite" className="mt-1 text-sm">
          {busy ?? ''}
        </p>
        <FieldError id={`${id}-error`} message={error ?? undefined} />
      </div>
    </div>
  );
}
