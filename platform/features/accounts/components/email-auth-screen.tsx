import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { delays } from '#core/constants.ts';
import type { BirthdayInput, ForgotPasswordInput, LoginInput, RegisterInput } from '#core/domain/accounts/accounts.schema.ts';
import { Spinner } from '#platform/components/ui/spinner.tsx';
import { toast } from '#platform/components/ui/toast-store.ts';
import { failureMessage, storeToken } from '#platform/lib/api-client.ts';
import { refreshCurrentUser, useCurrentUser } from '#platform/lib/current-user.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { sameOriginPath } from '#platform/lib/same-origin.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { useLogin } from '../api/login.ts';
import { useRegister } from '../api/register.ts';
import { useSaveBirthday } from '../api/save-birthday.ts';
import { BirthdayDialog } from './birthday-dialog.tsx';
import { EmailAuthForm, type AuthAlert, type AuthMode } from './email-auth-form.tsx';

function initialMode(param: string | null): AuthMode {
  return param === 'register' || param === 'forgot' ? param : 'login';
}

/** Keeps the redirect timers of this screen and drops them when the screen goes away. */
function useTimers() {
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  return (run: () => void, ms: number) => {
    timers.current.push(setTimeout(run, ms));
  };
}

/** /email-auth: the sign-in, registration and password-reset flows with their messages and delays. */
export function EmailAuthScreen() {
  const [searchParams] = useSearchParams();
  // ?next=/venues/… brings a visitor back to what they were doing (the venue's booking panel); only a path on this site.
  const destination = sameOriginPath(searchParams.get('next')) ?? '/dashboard';
  const [mode, setMode] = useState<AuthMode>(() => initialMode(searchParams.get('mode')));
  // A failed sign-in with the external provider comes back here with ?error=<message>.
  const [alert, setAlert] = useState<AuthAlert | null>(() => {
    const providerError = searchParams.get('error');
    return providerError ? { tone: 'error', text: providerError.slice(0, 300) } : null;
  });
  const [prefillEmail, setPrefillEmail] = useState('');
  const [formKey, setFormKey] = useState(0);
  const [birthdayOpen, setBirthdayOpen] = useState(false);
  // Once a flow succeeds here, this screen leads to /dashboard itself (after its own delay).
  const [finishing, setFinishing] = useState(false);

  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const later = useTimers();
  const { user, isLoading } = useCurrentUser();
  const loginMutation = useLogin();
  const registerMutation = useRegister();
  const forgotMutation = useForgotPassword();
  const birthdayMutation = useSaveBirthday();

  useDocumentMeta(mode === 'register' ? 'Create your account' : mode === 'forgot' ? 'Reset your password' : 'Sign in');

  if (isLoading) return <Spinner label="Loading..." />;
  if (user && !finishing) return <Navigate to={destination} replace />;

  function changeMode(next: AuthMode) {
    setAlert(null);
    setMode(next);
  }

  function handleLogin(input: LoginInput) {
    setAlert(null);
    loginMutation.mutate(input, {
      onSuccess: async (response) => {
        if (response.error) return setAlert({ tone: 'error', text: response.error });
        setFinishing(true);
        if (response.token) storeToken(response.token);
        setAlert({ tone: 'success', text: 'Login successful! Redirecting...' });
        await refreshCurrentUser(queryClient);
        later(() => navigate(destination), delays.afterLogin);
      },
      onError: (error) => setAlert({ tone: 'error', text: failureMessage(error, 'Login failed', 'Login failed. Please try again.') }),
    });
  }

  function handleRegister(input: RegisterInput) {
    setAlert(null);
    registerMutation.mutate(input, {
      onSuccess: async (response) => {
        if (response.error) return setAlert({ tone: 'error', text: response.error });
        if (response.token) {
          setFinishing(true);
          storeToken(response.token);
          setAlert({ tone: 'success', text: 'Account created successfully!' });
          setBirthdayOpen(true);
          await refreshCurrentUser(queryClient);
          return;
        }
        // No token: the account exists but the person signs in themselves.
        setAlert({ tone: 'success', text: 'Account created successfully! You can now log in.' });
        setPrefillEmail(input.email);
        setMode('login');
        setFormKey((key) => key + 1);
      },
      onError: (error) => setAlert({ tone: 'error', text: failureMessage(error, 'Registration failed', 'Registration failed. Please try again.') }),
    });
  }

  function handleForgot(input: ForgotPasswordInput) {
    setAlert(null);
    forgotMutation.mutate(input, {
      onSuccess: (response) => {
        if (response.error) return setAlert({ tone: 'error', text: response.error });
        setAlert({ tone: 'success', text: response.message ?? 'Password reset email sent! Check your inbox.' });
        later(() => {
          setMode('login');
          setAlert(null);
        }, delays.afterResetEmail);
      },
      onError: (error) =>
        setAlert({
          tone: 'error',
          text: failureMessage(error, 'Failed to send password reset email', 'Failed to send password reset email. Please try again.'),
        }),
    });
  }

  function skipBirthday() {
    setBirthdayOpen(false);
    later(() => navigate(destination), delays.afterBirthdaySkipped);
  }

  function saveBirthday(input: BirthdayInput) {
    birthdayMutation.mutate(input, {
      onSuccess: async (ok) => {
        // The spec reads only `ok`: a refused save changes nothing on screen.
        if (!ok) return;
        toast({ title: 'Birthday Added!', description: 'Your birthday has been added to the community.' });
        setBirthdayOpen(false);
        later(() => navigate(destination), delays.afterBirthdaySaved);
        await refreshCurrentUser(queryClient);
      },
      onError: () => {
        toast({
          title: 'Error',
          description: 'Failed to add birthday. You can add it later from your account settings.',
          variant: 'destructive',
        });
        later(() => navigate(destination), delays.afterBirthdayError);
      },
    });
  }

  const pending = loginMutation.isPending || registerMutation.isPending || forgotMutation.isPending;
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] items-center justify-center bg-gradient-to-br from-hero-from to-hero-to px-4 py-12">
      <EmailAuthForm
        key={formKey}
        mode={mode}
        onModeChange={changeMode}
        pending={pending}
        alert={alert}
        initialEmail={prefillEmail}
        onLogin={handleLogin}
        onRegister={handleRegister}
        onForgot={handleForgot}
      />
      <BirthdayDialog
        open={birthdayOpen}
        saving={birthdayMutation.isPending}
        onSkip={skipBirthday}
        onSave={saveBirthday}
        onMissingMonth={() => toast({ title: 'Please select a month', description: 'Choose your birthday month to continue.' })}
      />
    </div>
  );
}
