import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { InstallPromptCard } from '#platform/features/installable/components/install-prompt.tsx';
import { UpdatePromptCard } from '#platform/features/installable/components/update-prompt.tsx';

/** The install prompt as it shows 3 s after the browser offers installation. */
const meta = {
  title: 'Platform/Installable/Install prompt',
  component: InstallPromptCard,
  args: { onInstall: fn(), onHow: fn(), onDismiss: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 320, position: 'relative' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InstallPromptCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** On a phone: full width at the bottom, above the thumb. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** "A new version is available — Reload": shown when a deployment's service worker waits. */
export const NewVersion: StoryObj<typeof UpdatePromptCard> = {
  render: () => <UpdatePromptCard onReload={fn()} />,
};
