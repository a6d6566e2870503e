import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmbedSignInScreen } from '#platform/features/embed/components/embed-sign-in-screen.tsx';
import { currentUserQueryKey } from '#platform/lib/current-user.ts';
import { customer } from '../fixtures.ts';

const KEY = 'ck_pub_StoryStoryStoryStoryShop';
const ORIGIN = 'https://tinywheels.example';
const path = `/embed/sign-in?key=${KEY}&origin=${encodeURIComponent(ORIGIN)}`;
const preview = { origin: ORIGIN, sellerName: 'Tiny Wheels' };

/** Seeds the story's query cache (the member, the key's preview) and, when asked, a stand-in opener window. */
function Seed({ user, opener, children }: { user: typeof customer | null; opener?: boolean; children: ReactNode }) {
  const queryClient = useQueryClient();
  if (queryClient.getQueryData(currentUserQueryKey) === undefined) queryClient.setQueryData(currentUserQueryKey, user);
  if (queryClient.getQueryData(['embed-sign-in-preview', KEY, ORIGIN]) === undefined) queryClient.setQueryData(['embed-sign-in-preview', KEY, ORIGIN], preview);
  (window as unknown as { opener: unknown }).opener = opener ? { postMessage() {} } : null;
  return <>{children}</>;
}

const meta = {
  title: 'Platform/Embed/Add-to-wishlist sign-in popup',
  parameters: { layout: 'fullscreen', initialPath: path },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in, opened by the shop's button: which site asks, what it may do, Allow or Cancel. */
export const AskToAllow: Story = {
  render: () => (
    <Seed user={customer} opener>
      <EmbedSignInScreen />
    </Seed>
  ),
};

/** Not signed in yet: sign in or create an account, and come back here (?next=). */
export const SignedOut: Story = {
  render: () => (
    <Seed user={null} opener>
      <EmbedSignInScreen />
    </Seed>
  ),
};

/** Opened by hand (no opener to hand the sign-in to). */
export const WithoutOpener: Story = {
  render: () => (
    <Seed user={customer}>
      <EmbedSignInScreen />
    </Seed>
  ),
};

/** The URL lacks the key or the page's origin. */
export const MissingDetails: Story = {
  parameters: { initialPath: '/embed/sign-in' },
  render: () => (
    <Seed user={customer}>
      <EmbedSignInScreen />
    </Seed>
  ),
};
