import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImportPreview } from '#platform/features/events/components/import-preview.tsx';
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
/** What a real export looks like: a contact added by email whose number was unusable, and a number without a country code. */
export const WithNotesAndPhoneReasons: Story = {
  args: {
    report: {
      added: 0,
      defaultCountry: null,
      toAdd: [{ source: 2, name: 'Jörg Müller', email: 'jorg@example.de', phone: null, note: '555-1234 is not a valid phone number: check the digits' }],
      skipped: [{ source: 3, name: 'Élodie Lefèvre', reason: 'Add the country code to 06 12 34 56 78 (like +44): we cannot tell which country it is from' }],
    },
  },
};
