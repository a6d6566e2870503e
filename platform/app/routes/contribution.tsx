import { ContributionScreen } from '../../features/contribute/components/contribution-screen.tsx';

export function Component() {
  return <ContributionScreen />;
}
