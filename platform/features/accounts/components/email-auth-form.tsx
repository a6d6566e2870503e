import { useState, type FormEvent } from 'react';
import { BRAND } from '#core/constants.ts';
import { forgotPasswordInputSchema, loginInputSchema, registerFormSchema, type ForgotPasswordInput, type LoginInput, type RegisterInput } from '#core/domain/accounts/accounts.schema.ts';
import { Alert, type AlertTone } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { Card } from '#platform/components/ui/card.tsx';
import { CakeIcon } from '#platform/components/ui/icons.tsx';
import { FieldError, Input } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { PasswordInput } from '#platform/components/ui/password-input.tsx';
import { fieldErrorsOf, type FieldErrors } from '#platform/lib/form-errors.ts';

export type AuthMode = 'login' | 'register' | 'forgot';
type Field = 'name' | 'email' | 'password' | 'confirmPassword';

export interface AuthAlert {
  tone: Extract<AlertTone, 'error' | 'success'>;
  text: string;
}

export interface EmailAuthFormProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  pending?: boolean;
  alert?: AuthAlert | null;
  initialEmail?: string;
  onLogin: (input: LoginInput) => void;
  onRegister: (input: RegisterInput) => void;
  onForgot: (input: ForgotPasswordInput) => void;
}

const titles: Record<AuthMode, string> = {
  login: 'Welcome Back!',
  register: `Join ${BRAND}`,
  forgot: 'Reset Your Password',
};

const intros: Record<AuthMode, string> = {
  login: 'Sign in to keep planning your celebrations.',
  register: 'Create your account to plan parties, organize gifts and join the birthday community.',
  forgot: 'Enter your email address and we will send you a link to reset your password.',
};

const submitLabels: Record<AuthMode, { idle: string; pending: string }> = {
  login: { idle: 'Sign In', pending: 'Signing In...' },
  register: { idle: 'Create Account', pending: 'Creating Account...' },
  forgot: { idle: 'Send Reset Email', pending: 'Sending Reset Email...' },
};

/**
 * The email sign-in, registration and forgot-password form in one card. It
 * validates with the core schemas and hands valid input to the screen, which makes the calls.
 */
export function EmailAuthForm({ mode, onModeChange, pending = false, alert, initialEmail = '', onLogin, onRegister, onForgot }: EmailAuthFormProps) {
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: initialEmail, password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [showPassword, setShowPassword] = useState(false);

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function switchMode(next: AuthMode) {
    setErrors({});
    setValues((current) => ({ ...current, password: '', confirmPassword: '' }));
    onModeChange(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (mode === 'login') {
      const result = loginInputSchema.safeParse({ email: values.email, password: values.password });
      if (!result.success) return setErrors(fieldErrorsOf<Field>(result.error));
      setErrors({});
      onLogin(result.data);
    } else if (mode === 'register') {
      const result = registerFormSchema.safeParse(values);
      if (!result.success) return setErrors(fieldErrorsOf<Field>(result.error));
      setErrors({});
      onRegister({ name: result.data.name, email: result.data.email, password: result.data.password });
    } else {
      const result = forgotPasswordInputSchema.safeParse({ email: values.email });
      if (!result.success) return setErrors(fieldErrorsOf<Field>(result.error));
      setErrors({});
      onForgot(result.data);
    }
  }

  const field = (name: Field) => ({
    id: `auth-${name}`,
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => update(name, event.target.value),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `auth-${name}-error` : undefined,
    disabled: pending,
  });

  return (
    <Card className="w-full max-w-md p-6 sm:p-8">
      <div className="mb-6 text-center">
        <span className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-secondary text-primary">
          <CakeIcon className="h-7 w-7" />
        </span>
        <h1 className="text-2xl font-extrabold sm:text-3xl">{titles[mode]}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{intros[mode]}</p>
      </div>

      {alert ? (
        <Alert tone={alert.tone} className="mb-5">
          {alert.text}
        </Alert>
      ) : null}

      <form noValidate onSubmit={submit} className="space-y-4" aria-label={titles[mode]}>
        {mode === 'register' ? (
          <div>
            <Label htmlFor="auth-name">Name</Label>
            <Input {...field('name')} autoComplete="name" placeholder="Your name" />
            <FieldError id="auth-name-error" message={errors.name} />
          </div>
        ) : null}

        <div>
          <Label htmlFor="auth-email">Email</Label>
          <Input {...field('email')} type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" />
          <FieldError id="auth-email-error" message={errors.email} />
        </div>

        {mode !== 'forgot' ? (
          <div>
            <div className="flex items-baseline justify-between">
              <Label htmlFor="auth-password">Password</Label>
              {mode === 'login' ? (
                <button type="button" onClick={() => switchMode('forgot')} className="rounded text-sm font-medium text-primary hover:underline focus-visible:outline-3 focus-visible:outline-ring">
                  Forgot your password?
                </button>
              ) : null}
            </div>
            <PasswordInput
              {...field('password')}
              autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
              visible={showPassword}
              onToggleVisible={() => setShowPassword((shown) => !shown)}
            />
            <FieldError id="auth-password-error" message={errors.password} />
          </div>
        ) : null}

        {mode === 'register' ? (
          <div>
            <Label htmlFor="auth-confirmPassword">Confirm Password</Label>
            <PasswordInput {...field('confirmPassword')} autoComplete="new-password" visible={showPassword} onToggleVisible={() => setShowPassword((shown) => !shown)} />
            <FieldError id="auth-confirmPassword-error" message={errors.confirmPassword} />
          </div>
        ) : null}

        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {pending ? submitLabels[mode].pending : submitLabels[mode].idle}
        </Button>
      </form>

      <div className="mt-6 text-center text-sm text-muted-foreground">
        {mode === 'forgot' ? (
          <button type="button" onClick={() => switchMode('login')} className="rounded font-semibold text-primary hover:underline focus-visible:outline-3 focus-visible:outline-ring">
            Back to Sign In
          </button>
        ) : (
          <p>
            {mode === 'login' ? "Don't have an account? " : 'Already have an account? '}
            <button
              type="button"
              onClick={() => switchMode(mode === 'login' ? 'register' : 'login')}
              className="rounded font-semibold text-primary hover:underline focus-visible:outline-3 focus-visible:outline-ring"
            >
              {mode === 'login' ? 'Sign up' : 'Sign in'}
            </button>
          </p>
        )}
      </div>
    </Card>
  );
}
