import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '#platform/components/ui/toast-store.ts';
import { useOfflineStatus } from '#platform/lib/offline-status.ts';
import { InstallPrompt } from './install-prompt.tsx';
import { OfflineNote } from './offline-note.tsx';
import { UpdatePromptCard } from './update-prompt.tsx';

/** Guests' reads: what the service worker keeps for offline (sw-routes.ts), asked again when it can. */
const guestReadKeys = new Set(['/api/public/events', '/api/gift']);

/**
 * The installable app's part of every page (root layout): the install prompt, the new-version
 * prompt, the offline note above a page shown from its kept copy, and the word on RSVPs that were
 * kept offline and sent since. Renders nothing while there is nothing to say (also in the
 * prerendered landing page, which it hydrates unchanged).
 */
export function InstallableChrome() {
  const status = useOfflineStatus();
  const queryClient = useQueryClient();

  // The worker took over, an RSVP went out, or the connection came back: guest pages read again.
  useEffect(() => {
    if (status.refreshCount === 0) return;
    void queryClient.refetchQueries({ type: 'active', predicate: (query) => guestReadKeys.has(String(query.queryKey[0])) });
  }, [status.refreshCount, queryClient]);

  useEffect(() => {
    const onSent = (event: Event) => {
      const { ok } = (event as CustomEvent<{ ok: boolean }>).detail;
      toast(
        ok
          ? { title: 'RSVP sent', description: 'You’re back online: the RSVP you made offline reached the host.' }
          : { title: 'Your RSVP could not be sent', description: 'The host’s event no longer takes it. Open the event page to see why.', variant: 'destructive' },
      );
    };
    window.addEventListener('cakeday:rsvp-sent', onSent);
    return () => window.removeEventListener('cakeday:rsvp-sent', onSent);
  }, []);

  return (
    <>
      {status.offlineCopySavedAt !== null ? (
        <div className="mx-auto max-w-5xl px-4 pt-4">
          <OfflineNote savedAt={status.offlineCopySavedAt} />
        </div>
      ) : null}
      {status.reloadToUpdate ? <UpdatePromptCard onReload={status.reloadToUpdate} /> : null}
      <InstallPrompt />
    </>
  );
}
