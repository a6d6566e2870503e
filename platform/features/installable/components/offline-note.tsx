import { Alert } from '#platform/components/ui/alert.tsx';

export function formatSavedAt(savedAt: number): string {
  return new Date(savedAt).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
}

/** Above a guest's event or gift page shown from the copy kept on the device (the service worker's cache). */
export function OfflineNote({ savedAt, className }: { savedAt: number; className?: string }) {
  return (
    <Alert tone="info" className={className}>
      <span data-testid="offline-note">You're offline — showing what you saw at {formatSavedAt(savedAt)}</span>
    </Alert>
  );
}
