import { ProviderSignInScreen } from '../../features/accounts/components/provider-sign-in-screen.tsx';

export function Component() {
  return <ProviderSignInScreen />;
}
