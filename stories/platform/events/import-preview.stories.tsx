import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImportPreview } from '../../../platform/features/events/components/import-preview.tsx';
import { importReport } from './event-fixtures.ts';

const meta = {
  title: 'Platform/Events/Import preview',
  component: ImportPreview,
  args: { report: importReport },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImportPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RowsToAddAndSkipped: Story = {};
export const NothingNew: Story = { args: { report: { added: 0, toAdd: [], skipped: importReport.skipped } } };
export const AllNew: Story = { args: { report: { ...importReport, skipped: [] } } };
