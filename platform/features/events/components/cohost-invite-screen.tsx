import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '#platform/components/ui/alert.tsx';
import { ButtonLink } from '#platform/components/ui/button.tsx';
import { Spinner } from '#platform/components/ui/spinner.tsx';
import { toast } from '#platform/components/ui/toast-store.ts';
import { failureMessage } from '#platform/lib/api-client.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useAcceptCohostInvitation } from '../api/accept-cohost-invitation.ts';

/** /cohost-invite?token=…: accepts the invitation once, then opens the event. */
export function CohostInviteScreen() {
  useDocumentMeta('Co-host invitation');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const accept = useAcceptCohostInvitation();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    accept.mutate(token, {
      onSuccess: async ({ eventId }) => {
        toast({ title: 'You are now a co-host' });
        await navigate(`/dashboard/events/${eventId}`, { replace: true });
      },
    });
  }, [accept, navigate, token]);

  return (
    <div className="mx-auto max-w-lg px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">Co-host invitation</h1>
      {!token ? (
        <Alert tone="error" className="mt-6">
          This invitation link is incomplete. Open the link from the email again.
        </Alert>
      ) : accept.isError ? (
        <>
          <Alert tone="error" className="mt-6">
            {failureMessage(accept.error, 'Could not accept the invitation', 'Could not accept the invitation. Please try again.')}
          </Alert>
          <ButtonLink to="/dashboard" className="mt-6">
            Go to dashboard
          </ButtonLink>
        </>
      ) : (
        <Spinner label="Accepting the invitation..." />
      )}
    </div>
  );
}
