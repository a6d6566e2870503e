import { EmailAuthScreen } from '../../features/auth/components/email-auth-screen.tsx';

export function Component() {
  return <EmailAuthScreen />;
}
