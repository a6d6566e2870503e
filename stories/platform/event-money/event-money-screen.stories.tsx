import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { EventMoneyView } from '#core/domain/money/money-view.schema.ts';
import { moneyKeys } from '#platform/features/event-money/api/money-keys.ts';
import { EventMoneyScreen } from '#platform/features/event-money/components/event-money-screen.tsx';
import { DemoConnectScreen } from '#platform/features/demo-pay/components/demo-connect-screen.tsx';
import { DEMO_LABEL, emptyMoneyView, moneyView } from './event-money-fixtures.ts';

/** Seeds the story's own query cache, so screens render without a server. */
function Seed({ entries, children }: { entries: Array<[readonly unknown[], unknown]>; children: ReactNode }) {
  const queryClient = useQueryClient();
  for (const [key, data] of entries) if (queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, data);
  return <>{children}</>;
}

const meta = {
  title: 'Platform/Event money/Screens',
  parameters: { layout: 'fullscreen', router: false },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function MoneyAt({ view, role = 'host' }: { view: EventMoneyView; role?: 'host' | 'cohost' }) {
  return (
    <Seed
      entries={[
        [moneyKeys.money('event-1'), view],
        [moneyKeys.role('event-1'), role],
      ]}
    >
      <MemoryRouter initialEntries={['/dashboard/events/event-1/contributions']}>
        <Routes>
          <Route path="/dashboard/events/:id/contributions" element={<EventMoneyScreen />} />
        </Routes>
      </MemoryRouter>
    </Seed>
  );
}

// The screen's countdowns read the real clock, so its data is made relative to now.
export const HostWithContributions: Story = { render: () => <MoneyAt view={moneyView(Date.now())} /> };
export const NothingYet: Story = { render: () => <MoneyAt view={emptyMoneyView(Date.now())} /> };
export const CohostWaitingForPayouts: Story = {
  render: () => <MoneyAt role="cohost" view={moneyView(Date.now(), { payout: { connected: true, payoutsEnabled: false }, awaitingPayoutCents: 4_000 })} />,
};

/** The demo's stand-in for Stripe's Connect onboarding. */
export const DemoConnect: Story = {
  render: () => (
    <Seed entries={[[['/api/payments/demo/connect', 'demo_acct_1'], { accountId: 'demo_acct_1', email: 'hana@example.com', payoutsEnabled: false, label: DEMO_LABEL }]]}>
      <MemoryRouter initialEntries={['/demo-connect/demo_acct_1?return=%2Faccount%3Fpayouts%3Ddone&refresh=%2Faccount%3Fpayouts%3Drefresh']}>
        <Routes>
          <Route path="/demo-connect/:accountId" element={<DemoConnectScreen />} />
        </Routes>
      </MemoryRouter>
    </Seed>
  ),
};
