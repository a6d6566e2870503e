import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { User } from '#core/domain/accounts/accounts.schema.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { Card } from '#platform/components/ui/card.tsx';
import { Dialog } from '#platform/components/ui/dialog.tsx';
import { Input } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { PasswordInput } from '#platform/components/ui/password-input.tsx';
import { toast } from '#platform/components/ui/toast-store.ts';
import { failureMessage } from '#platform/lib/api-client.ts';
import { forgetSession } from '#platform/lib/current-user.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

/** Deleting asks again for the password (when the account has one) and for the word DELETE. */
export function DeleteAccountSection({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const ready = confirm === 'DELETE' && (!user.hasPassword || password.length > 0);

  function close() {
    if (remove.isPending) return;
    setOpen(false);
    setPassword('');
    setConfirm('');
    setError(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    setError(null);
    remove.mutate(
      { confirm: 'DELETE', ...(user.hasPassword ? { password } : {}) },
      {
        onSuccess: async (response) => {
          await navigate('/');
          forgetSession(queryClient);
          toast({ title: 'Account deleted', description: response.message });
        },
        onError: (failure) => setError(failureMessage(failure, 'Failed to delete your account', 'Failed to delete your account. Please try again.')),
      },
    );
  }

  return (
    <Card className="border-danger-border p-6">
      <h2 className="text-lg font-bold text-danger-text">Delete account</h2>
      <p className="mt-2 text-sm text-muted-foreground">Deleting your account removes your profile and signs you out everywhere. This cannot be undone.</p>
      <Button variant="destructive" className="mt-4" onClick={() => setOpen(true)}>
        Delete Account
      </Button>
      <Dialog open={open} onClose={close} title="Delete your account?" description="This permanently removes your account and its data.">
        <form noValidate onSubmit={submit} className="space-y-4">
          {error ? <Alert tone="error">{error}</Alert> : null}
          {user.hasPassword ? (
            <div>
              <Label htmlFor="delete-password">Password</Label>
              <PasswordInput
                id="delete-password"
                value={password}
                autoComplete="current-password"
                onChange={(event) => setPassword(event.target.value)}
                visible={visible}
                onToggleVisible={() => setVisible((shown) => !shown)}
              />
            </div>
          ) : null}
          <div>
            <Label htmlFor="delete-confirm">Type DELETE to confirm</Label>
            <Input id="delete-confirm" value={confirm} autoComplete="off" onChange={(event) => setConfirm(event.target.value)} />
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!ready || remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete My Account'}
            </Button>
          </div>
        </form>
      </Dialog>
    </Card>
  );
}
