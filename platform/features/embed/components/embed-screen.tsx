import { useState } from 'react';
import type { EmbedKeyView } from '#core/embed/embed-keys.rules.ts';
import { LoadError } from '#platform/components/load-error.tsx';
import { Alert } from '#platform/components/ui/alert.tsx';
import { ConfirmDialog } from '#platform/components/ui/confirm-dialog.tsx';
import { DashboardSkeleton } from '#platform/components/ui/skeleton.tsx';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useEmbedKeyStats } from '../api/list-embed-key-stats.ts';
import { useEmbedKeys } from '../api/list-embed-keys.ts';
import { useRevokeEmbedKey } from '../api/revoke-embed-key.ts';
import { CreateKeyForm } from './create-key-form.tsx';
import { KeyRow } from './key-row.tsx';

/** /dashboard/embed: the member's embed keys — create one for an event (RSVP) or a pot (contribution), copy its snippet, revoke it. */
export function EmbedScreen() {
  useDocumentMeta('Embed');
  const keys = useEmbedKeys();
  const stats = useEmbedKeyStats();
  const revoke = useRevokeEmbedKey();
  const [revoking, setRevoking] = useState<EmbedKeyView | null>(null);
  if (keys.isPending) return <DashboardSkeleton />;
  if (keys.isError) return <LoadError error={keys.error} notFoundTitle="Not found" notFoundText="" failedTitle="Your embed keys could not be loaded" />;
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10">
      <div>
        <h1 className="text-3xl font-extrabold">Embed</h1>
        <p className="mt-1 text-muted-foreground">Put your event’s RSVP, or a pot guests can chip in to, on your own website. Keys are public; only the sites you allow can show the widget.</p>
      </div>
      <CreateKeyForm />
      <section aria-labelledby="keys-title">
        <h2 id="keys-title" className="text-lg font-bold">
          Your keys
        </h2>
        {stats.isError ? (
          <Alert tone="error" className="mt-3">
            The keys’ stats could not be loaded. Reload the page to try again.
          </Alert>
        ) : null}
        {keys.data.length === 0 ? (
          <p className="mt-3 rounded-card border border-dashed border-border p-6 text-center text-muted-foreground">No embed keys yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-border rounded-card border border-border bg-card">
            {keys.data.map((embedKey) => (
              <KeyRow key={embedKey.id} embedKey={embedKey} onRevoke={setRevoking} stats={stats.data?.find((entry) => entry.keyId === embedKey.id)} />
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        title="Revoke this key?"
        description="The widget stops working on every site that uses this key. This cannot be undone; you can create a new key."
        cancelLabel="Keep it"
        confirmLabel="Revoke key"
        pendingLabel="Revoking…"
        pending={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSuccess: () => setRevoking(null) })}
      />
    </div>
  );
}

/** The route module's export (react-router's lazy routes take `Component`). */
export function Component() {
  return <EmbedScreen />;
}
