import { AccountScreen } from '../../features/accounts/components/account-screen.tsx';

export function Component() {
  return <AccountScreen />;
}
