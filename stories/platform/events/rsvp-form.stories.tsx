import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RsvpForm } from '#platform/features/event-page/components/rsvp-form.tsx';
import { invitedGuest, publicEvent } from './event-fixtures.ts';

const meta = {
  title: 'Platform/Events/RSVP form',
  component: RsvpForm,
  args: { event: publicEvent, pending: false, serverError: null, onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RsvpForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor without a guest link: name plus email or phone. */
export const FreshVisitor: Story = {};

/** A guest who opened their personal link and has not answered. */
export const FreshGuest: Story = { args: { event: { ...publicEvent, viewer: { role: 'guest', guest: invitedGuest } } } };

export const Answered: Story = {
  args: { event: { ...publicEvent, viewer: { role: 'guest', guest: { ...invitedGuest, rsvpStatus: 'going', partySize: 2, plusOneNames: ['Sam'], dietaryNote: 'No nuts' } } } },
};

/** Changing an answer: the form opens with the saved one. */
export const ChangingAnswer: Story = {
  args: { ...Answered.args, startEditing: true },
};

export const Waitlisted: Story = {
  args: { event: { ...publicEvent, spotsLeft: 0, viewer: { role: 'guest', guest: { ...invitedGuest, rsvpStatus: 'waitlisted', partySize: 3, plusOneNames: ['Eve', 'Finn'] } } } },
};

export const Closed: Story = { args: { event: { ...publicEvent, rsvpOpen: false, viewer: { role: 'guest', guest: { ...invitedGuest, rsvpStatus: 'maybe' } } } } };

export const InviteOnly: Story = { args: { event: { ...publicEvent, inviteOnly: true } } };

export const ServerError: Story = { args: { event: { ...publicEvent, viewer: { role: 'guest', guest: invitedGuest } }, serverError: 'Party size can be at most 3' } };

export const Sending: Story = { args: { event: { ...publicEvent, viewer: { role: 'guest', guest: invitedGuest } }, pending: true } };

export const Host: Story = { args: { event: { ...publicEvent, viewer: { role: 'host', guest: null } }, manageHref: '/dashboard' } };
