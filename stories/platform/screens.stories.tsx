import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { User } from '#core/domain/accounts/accounts.schema.ts';
import { celebratingQueryKey } from '#platform/features/dashboard/api/list-celebrating.ts';
import { myEventsQueryKey } from '#platform/features/dashboard/api/list-my-events.ts';
import { DashboardScreen } from '#platform/features/dashboard/components/dashboard-screen.tsx';
import { venuesQueryKey } from '#platform/features/landing/api/get-featured-venues.ts';
import { LandingPage } from '#platform/features/landing/components/landing-page.tsx';
import { currentUserQueryKey } from '#platform/lib/current-user.ts';
import { hostedEvents } from './events/event-fixtures.ts';
import { baseVenue, customer } from './fixtures.ts';

/** Seeds the story's own query cache, so screens render without a server. */
function Seed({ entries, children }: { entries: Array<[readonly unknown[], unknown]>; children: ReactNode }) {
  const queryClient = useQueryClient();
  for (const [key, data] of entries) if (queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, data);
  return <>{children}</>;
}

const meta = {
  title: 'Platform/Screens',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const celebrating = {
  celebrating: [{ eventId: 'evt-grandma', slug: 'grandma-90-k3j9x2m4qa', title: "Grandma's 90th", startsAt: '2026-12-12T18:00:00.000Z', timeZone: 'America/Chicago', status: 'active' as const }],
};

const venues = [
  baseVenue,
  { ...baseVenue, id: 'v2', title: 'Heated Pool & Cabana', venueType: 'pool', city: 'Phoenix', state: 'AZ', averageRating: 4.9, pricePerHour: 18000 },
  { ...baseVenue, id: 'v3', title: 'Rose Garden Pavilion', venueType: 'garden', city: 'Portland', state: 'OR', pricePerHour: null },
  { ...baseVenue, id: 'v4', title: 'Not shown: only three are featured' },
];

export const Landing: Story = {
  render: () => (
    <Seed entries={[[venuesQueryKey, venues]]}>
      <LandingPage />
    </Seed>
  ),
};

/** No venue came back: the Featured Venues section is left out. */
export const LandingWithoutVenues: Story = {
  render: () => (
    <Seed entries={[[venuesQueryKey, []]]}>
      <LandingPage />
    </Seed>
  ),
};

const withoutBirthday: User = { ...customer, birthdayMonth: null };

export const Dashboard: Story = {
  render: () => (
    <Seed
      entries={[
        [currentUserQueryKey, customer],
        [myEventsQueryKey, hostedEvents],
        [celebratingQueryKey, celebrating],
      ]}
    >
      <DashboardScreen today={new Date(2026, 5, 1)} />
    </Seed>
  ),
};

export const DashboardWithoutBirthday: Story = {
  render: () => (
    <Seed
      entries={[
        [currentUserQueryKey, withoutBirthday],
        [myEventsQueryKey, { hosting: [], attending: [] }],
        [celebratingQueryKey, { celebrating: [] }],
      ]}
    >
      <DashboardScreen />
    </Seed>
  ),
};
