import { EmailAuthScreen } from '../../features/accounts/components/email-auth-screen.tsx';

export function Component() {
  return <EmailAuthScreen />;
}
