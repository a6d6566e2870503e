import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '#core/constants.ts';
import { newPasswordSchema } from '#core/domain/accounts/accounts.schema.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button, buttonClasses } from '#platform/components/ui/button.tsx';
import { Card } from '#platform/components/ui/card.tsx';
import { FieldError } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { PasswordInput } from '#platform/components/ui/password-input.tsx';
import { failureMessage } from '#platform/lib/api-client.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { fieldErrorsOf, type FieldErrors } from '#platform/lib/form-errors.ts';
import { useResetPassword } from '../api/reset-password.ts';

type Field = 'password' | 'confirmPassword';

const resetFormSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((form) => form.password === form.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });

/** /reset-password?token=…: sets a new password from the emailed link. */
export function ResetPasswordScreen() {
  useDocumentMeta('Reset your password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const reset = useResetPassword();

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = resetFormSchema.safeParse(values);
    if (!result.success) return setErrors(fieldErrorsOf<Field>(result.error));
    setErrors({});
    setError(null);
    reset.mutate(
      { token, password: result.data.password },
      {
        onSuccess: (response) => setDone(response.message || 'Your password has been reset. You can now sign in.'),
        onError: (failure) => setError(failureMessage(failure, 'Failed to reset password', 'Failed to reset password. Please try again.')),
      },
    );
  }

  const field = (name: Field) => ({
    id: `reset-${name}`,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `reset-${name}-error` : undefined,
    disabled: reset.isPending,
    autoComplete: 'new-password',
    visible,
    onToggleVisible: () => setVisible((shown) => !shown),
  });

  return (
    <div className="flex min-h-[calc(100dvh-4rem)] items-center justify-center bg-gradient-to-br from-hero-from to-hero-to px-4 py-12">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <h1 className="text-center text-2xl font-extrabold sm:text-3xl">Choose a New Password</h1>
        {!token ? (
          <div className="mt-6 space-y-4">
            <Alert tone="error">This reset link is missing its token. Request a new link and open it from the email.</Alert>
            <Link to="/email-auth?mode=forgot" className={buttonClasses('primary', 'md', 'w-full')}>
              Request a new link
            </Link>
          </div>
        ) : done ? (
          <div className="mt-6 space-y-4">
            <Alert tone="success">{done}</Alert>
            <Link to="/email-auth" className={buttonClasses('primary', 'md', 'w-full')}>
              Sign In
            </Link>
          </div>
        ) : (
          <form noValidate onSubmit={submit} className="mt-6 space-y-4">
            <p className="text-center text-sm text-muted-foreground">Use at least {PASSWORD_MIN_LENGTH} characters. Signing in elsewhere ends when the password changes.</p>
            {error ? (
              <div className="space-y-2">
                <Alert tone="error">{error}</Alert>
                <Link to="/email-auth?mode=forgot" className="text-sm font-semibold text-primary hover:underline">
                  Request a new reset link
                </Link>
              </div>
            ) : null}
            <div>
              <Label htmlFor="reset-password">New Password</Label>
              <PasswordInput {...field('password')} />
              <FieldError id="reset-password-error" message={errors.password} />
            </div>
            <div>
              <Label htmlFor="reset-confirmPassword">Confirm New Password</Label>
              <PasswordInput {...field('confirmPassword')} />
              <FieldError id="reset-confirmPassword-error" message={errors.confirmPassword} />
            </div>
            <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
              {reset.isPending ? 'Resetting Password...' : 'Reset Password'}
            </Button>
          </form>
        )}
      </Card>
    </div>
  );
}
