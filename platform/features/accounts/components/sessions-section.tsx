import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Button } from '#platform/components/ui/button.tsx';
import { Card } from '#platform/components/ui/card.tsx';
import { toast } from '#platform/components/ui/toast-store.ts';
import { failureMessage } from '#platform/lib/api-client.ts';
import { forgetSession } from '#platform/lib/current-user.ts';
import { useSignOutEverywhere } from '../api/sign-out-everywhere.ts';

export function SessionsSection() {
  const signOutEverywhere = useSignOutEverywhere();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  function run() {
    signOutEverywhere.mutate(undefined, {
      onSuccess: async (response) => {
        await navigate('/');
        forgetSession(queryClient);
        toast({ title: 'Signed out everywhere', description: response.message });
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: failureMessage(error, 'Failed to sign out other devices', 'Failed to sign out other devices. Please try again.'),
          variant: 'destructive',
        }),
    });
  }

  return (
    <Card className="p-6">
      <h2 className="text-lg font-bold">Sessions</h2>
      <p className="mt-2 text-sm text-muted-foreground">Lost a phone or signed in on a shared computer? End every session of this account, including this one.</p>
      <Button variant="outline" className="mt-4" onClick={run} disabled={signOutEverywhere.isPending}>
        {signOutEverywhere.isPending ? 'Signing Out...' : 'Sign Out Everywhere'}
      </Button>
    </Card>
  );
}
