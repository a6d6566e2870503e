import type { Meta, StoryObj } from '@storybook/react-vite';
import { RootLayoutFallback } from '#platform/app/root-layout.tsx';
import { CardSkeleton, DashboardSkeleton, PageSkeleton } from '#platform/components/ui/skeleton.tsx';
import { Spinner } from '#platform/components/ui/spinner.tsx';

const meta = {
  title: 'Platform/Loading states',
  component: PageSkeleton,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {};
export const Dashboard: Story = { render: () => <DashboardSkeleton /> };
export const Card: Story = {
  render: () => (
    <div style={{ maxWidth: 360, padding: 24 }}>
      <CardSkeleton />
    </div>
  ),
};
/** Shown while the auth check runs. */
export const AuthSpinner: Story = { render: () => <Spinner label="Loading..." /> };
/** While a screen's code loads on the first visit: the header (as during the auth check) and the page's skeleton under it. */
export const AppFrame: Story = { render: () => <RootLayoutFallback /> };
export const AppFrameOnAPhone: Story = { render: () => <RootLayoutFallback />, globals: { viewport: { value: 'mobile1' } } };
