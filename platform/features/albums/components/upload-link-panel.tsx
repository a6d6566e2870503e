import { useId, useState } from 'react';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { ConfirmDialog } from '#platform/components/ui/confirm-dialog.tsx';
import { Input } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { toast } from '#platform/components/ui/toast-store.ts';
import { failureMessage } from '#platform/lib/api-client.ts';
import { copyText } from '#platform/lib/clipboard.ts';
import { useReplacePortalLink } from '../api/replace-portal-link.ts';
import { useTurnOffPortalLink } from '../api/turn-off-portal-link.ts';
import { QrPoster } from './qr-poster.tsx';

/** The link as a full address (the server may answer a path). */
export function absoluteLink(link: string, origin: string): string {
  try {
    return new URL(link, origin).toString();
  } catch {
    return link;
  }
}

/** The shared upload link: copy it, replace it (the old one stops at once), turn it off, print its QR poster. */
export function UploadLinkPanel({ eventId, eventTitle, portalLink }: { eventId: string; eventTitle: string; portalLink: string | null }) {
  const linkId = useId();
  const replace = useReplacePortalLink(eventId);
  const turnOff = useTurnOffPortalLink(eventId);
  const [confirm, setConfirm] = useState<'replace' | 'off' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const link = portalLink ? absoluteLink(portalLink, window.location.origin) : null;

  function run(action: 'replace' | 'off' | 'on') {
    setError(null);
    const mutation = action === 'off' ? turnOff : replace;
    mutation.mutate(undefined, {
      onSuccess: () => {
        setConfirm(null);
        toast(
          action === 'off'
            ? { title: 'Upload link turned off', description: 'Nobody can upload with it. Guests’ personal links still work.' }
            : action === 'on'
              ? { title: 'Upload link turned on' }
              : { title: 'Upload link replaced', description: 'The old link and its QR code no longer work. Print the new poster.' },
        );
      },
      onError: (failure) => setError(failureMessage(failure, 'Could not change the link', 'Could not change the link. Please try again.')),
    });
  }

  return (
    <div className="space-y-4">
      {error && confirm === null ? <Alert tone="error">{error}</Alert> : null}
      {link ? (
        <>
          <div>
            <Label htmlFor={linkId}>Upload link</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input id={linkId} readOnly value={link} onFocus={(event) => event.target.select()} />
              <Button
                variant="primary"
                onClick={async () => {
                  const copied = await copyText(link);
                  toast(
                    copied
                      ? { title: 'Link copied', description: 'Anyone with it can upload and see their own uploads.' }
                      : { title: 'Could not copy the link', description: link, variant: 'destructive' },
                  );
                }}
              >
                Copy link
              </Button>
            </div>
            <p className="mt-1 text-sm text-muted-foreground">Anyone with this link can add photos and videos after giving a name. Share it at the party or print the poster.</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setConfirm('replace')}>
              Replace link
            </Button>
            <Button variant="outline" size="sm" onClick={() => setConfirm('off')}>
              Turn off
            </Button>
          </div>
          <QrPoster link={link} eventTitle={eventTitle} />
        </>
      ) : (
        <div className="space-y-3">
          <p className="text-sm">The shared upload link is off. Turn it on to get a link and a QR poster for the party; guests can always upload from their personal links.</p>
          <Button size="sm" onClick={() => run('on')} disabled={replace.isPending}>
            {replace.isPending ? 'Turning on...' : 'Turn on the upload link'}
          </Button>
        </div>
      )}

      <ConfirmDialog
        open={confirm === 'replace'}
        onClose={() => setConfirm(null)}
        title="Replace the upload link?"
        description="The old link and its printed QR code stop working at once. Uploads already made stay in the album."
        cancelLabel="Keep the link"
        confirmLabel="Replace link"
        pendingLabel="Replacing..."
        variant="primary"
        pending={replace.isPending}
        onConfirm={() => run('replace')}
        error={error}
      />
      <ConfirmDialog
        open={confirm === 'off'}
        onClose={() => setConfirm(null)}
        title="Turn off the upload link?"
        description="Nobody can upload with it until you turn it on again, which makes a new link. Guests’ personal links still work."
        cancelLabel="Keep it on"
        confirmLabel="Turn off"
        pendingLabel="Turning off..."
        pending={turnOff.isPending}
        onConfirm={() => run('off')}
        error={error}
      />
    </div>
  );
}
