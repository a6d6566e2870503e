import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NavBar } from '#platform/components/layouts/nav-bar.tsx';
import { admin, customer } from './fixtures.ts';

const meta = {
  title: 'Platform/Nav bar',
  component: NavBar,
  parameters: { layout: 'fullscreen' },
  args: { user: null, onSignOut: fn() },
} satisfies Meta<typeof NavBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};
export const SignedIn: Story = { args: { user: customer } };
/** Unread messages show on the avatar and next to Messages in the user menu. */
export const UnreadMessages: Story = { args: { user: customer, unreadMessages: 3 } };
/** Admins also get AI Insights in the user menu. */
export const Admin: Story = { args: { user: admin } };
/** While the auth check runs only the brand shows. */
export const Loading: Story = { args: { loading: true } };
export const Mobile: Story = { args: { user: customer }, globals: { viewport: { value: 'mobile1' } } };
