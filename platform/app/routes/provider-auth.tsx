import { ProviderSignInScreen } from '../../features/auth/components/provider-sign-in-screen.tsx';

export function Component() {
  return <ProviderSignInScreen />;
}
