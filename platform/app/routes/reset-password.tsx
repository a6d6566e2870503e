import { ResetPasswordScreen } from '../../features/accounts/components/reset-password-screen.tsx';

export function Component() {
  return <ResetPasswordScreen />;
}
