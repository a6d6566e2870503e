import { useState } from 'react';
import type { AlbumItemView } from '#core/domain/albums/album.schema.ts';
import { Button } from '#platform/components/ui/button.tsx';
import { ConfirmDialog } from '#platform/components/ui/confirm-dialog.tsx';
import { failureMessage } from '#platform/lib/api-client.ts';
import { ItemThumb, itemLabel } from './item-thumb.tsx';

/** What an uploader reads under their own upload. */
export function ownStatusText(status: AlbumItemView['status']): string {
  switch (status) {
    case 'pending':
      return "Waiting for the hosts' approval";
    case 'hidden':
      return 'Hidden by the hosts';
    case 'approved':
      return 'In the album';
  }
}

export interface OwnUploadsProps {
  items: AlbumItemView[];
  /** Deletes one item; the list refreshes when it resolves. */
  onDelete: (itemId: string) => Promise<void>;
}

/** "Your uploads": what this person shared, with its status, and Delete (after a confirmation). */
export function OwnUploads({ items, onDelete }: OwnUploadsProps) {
  const [confirming, setConfirming] = useState<AlbumItemView | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (items.length === 0) return <p className="text-sm text-muted-foreground">Nothing yet. What you add shows here.</p>;

  async function confirmDelete() {
    if (!confirming) return;
    setPending(true);
    setError(null);
    try {
      await onDelete(confirming.id);
      setConfirming(null);
    } catch (failure) {
      setError(failureMessage(failure, 'Could not delete it', 'Could not delete it. Check your connection and try again.'));
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {items.map((item) => (
          <li key={item.id} className="overflow-hidden rounded-card border border-border bg-card">
            <ItemThumb item={item} />
            <div className="space-y-2 p-2">
              <p className={item.status === 'approved' ? 'text-xs text-muted-foreground' : 'text-xs font-semibold text-foreground'}>{ownStatusText(item.status)}</p>
              <Button
                variant="outline"
                size="sm"
                className="w-full"
                aria-label={`Delete ${item.originalName}`}
                onClick={() => {
                  setError(null);
                  setConfirming(item);
                }}
              >
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming?.kind === 'video' ? 'Delete this video?' : 'Delete this photo?'}
        description={confirming ? `${confirming.originalName} (${itemLabel(confirming).toLowerCase()}) leaves the album for everyone. This cannot be undone.` : undefined}
        cancelLabel="Keep it"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={pending}
        onConfirm={() => void confirmDelete()}
        error={error}
      />
    </>
  );
}
