import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { initialPreviewTheme, type PreviewTheme, themeTokensOf } from '#platform/features/embed/embed-theme.ts';
import { ThemeControls } from '#platform/features/embed/components/theme-controls.tsx';

/** The controls with their state, and the `data-theme-*` they would write into the snippet. */
function Controlled({ initial }: { initial: PreviewTheme }) {
  const [theme, setTheme] = useState(initial);
  return (
    <div className="grid gap-4">
      <ThemeControls theme={theme} onChange={setTheme} />
      <pre className="rounded bg-muted p-2 text-xs">{JSON.stringify(themeTokensOf(theme), null, 1)}</pre>
    </div>
  );
}

const meta = {
  title: 'Platform/Embed/Theme controls',
  component: Controlled,
  args: { initial: initialPreviewTheme },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The widget's defaults: nothing to write. */
export const Defaults: Story = {};
/** A teal accent, square corners, pinned dark. */
export const TealDark: Story = { args: { initial: { accent: '#0f766e', radius: 0, scheme: 'dark' } } };
