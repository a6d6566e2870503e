import type { Meta, StoryObj } from '@storybook/react-vite';
import { OfflineNote } from '#platform/features/installable/components/offline-note.tsx';
import { InstallAppScreen } from '#platform/features/installable/components/install-app-screen.tsx';

/** Above a guest's event or gift page shown from the copy kept on the device. */
const meta = {
  title: 'Platform/Installable/Offline note',
  component: OfflineNote,
  args: { savedAt: new Date(2026, 10, 26, 15, 42).getTime() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OfflineNote>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SavedThisAfternoon: Story = {};

/** /install-app for a visitor on an iPhone: Safari's Add to Home Screen first. */
export const InstallPageOnIphone: StoryObj<typeof InstallAppScreen> = {
  render: () => (
    <InstallAppScreen userAgent="Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1" maxTouchPoints={5} />
  ),
};
