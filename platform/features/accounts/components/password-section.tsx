import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { changePasswordInputSchema, type User } from '#core/domain/accounts/accounts.schema.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { Card } from '#platform/components/ui/card.tsx';
import { FieldError } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { PasswordInput } from '#platform/components/ui/password-input.tsx';
import { failureMessage } from '#platform/lib/api-client.ts';
import { fieldErrorsOf, type FieldErrors } from '#platform/lib/form-errors.ts';
import { useChangePassword } from '../api/change-password.ts';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';

const changePasswordFormSchema = changePasswordInputSchema
  .extend({ confirmPassword: z.string().min(1, 'Please confirm your password') })
  .refine((form) => form.newPassword === form.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });

const empty: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordSection({ user }: { user: User }) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [visible, setVisible] = useState(false);
  const [alert, setAlert] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const change = useChangePassword();

  if (!user.hasPassword) {
    return (
      <Card className="p-6">
        <h2 className="text-lg font-bold">Password</h2>
        <p className="mt-2 text-sm text-muted-foreground">You sign in through an identity provider, so this account has no password. To add one, request a reset link for {user.email}.</p>
        <Link to="/email-auth?mode=forgot" className="mt-3 inline-block text-sm font-semibold text-primary hover:underline">
          Set a password by email
        </Link>
      </Card>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = changePasswordFormSchema.safeParse(values);
    if (!result.success) return setErrors(fieldErrorsOf<Field>(result.error));
    setErrors({});
    setAlert(null);
    change.mutate(
      { currentPassword: result.data.currentPassword, newPassword: result.data.newPassword },
      {
        onSuccess: (response) => {
          setValues(empty);
          setAlert({ tone: 'success', text: response.message });
        },
        onError: (error) => setAlert({ tone: 'error', text: failureMessage(error, 'Failed to change password', 'Failed to change password. Please try again.') }),
      },
    );
  }

  const field = (name: Field, autoComplete: string) => ({
    id: `password-${name}`,
    value: values[name],
    autoComplete,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `password-${name}-error` : undefined,
    disabled: change.isPending,
    visible,
    onToggleVisible: () => setVisible((shown) => !shown),
  });

  return (
    <Card className="p-6">
      <h2 id="password-heading" className="text-lg font-bold">
        Change password
      </h2>
      <form noValidate onSubmit={submit} aria-labelledby="password-heading" className="mt-4 space-y-4">
        {alert ? <Alert tone={alert.tone}>{alert.text}</Alert> : null}
        <div>
          <Label htmlFor="password-currentPassword">Current Password</Label>
          <PasswordInput {...field('currentPassword', 'current-password')} />
          <FieldError id="password-currentPassword-error" message={errors.currentPassword} />
        </div>
        <div>
          <Label htmlFor="password-newPassword">New Password</Label>
          <PasswordInput {...field('newPassword', 'new-password')} />
          <FieldError id="password-newPassword-error" message={errors.newPassword} />
        </div>
        <div>
          <Label htmlFor="password-confirmPassword">Confirm New Password</Label>
          <PasswordInput {...field('confirmPassword', 'new-password')} />
          <FieldError id="password-confirmPassword-error" message={errors.confirmPassword} />
        </div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Changing Password...' : 'Change Password'}
        </Button>
      </form>
    </Card>
  );
}
