/** @jsxImportSource preact */
import type { Meta, StoryObj } from '@storybook/preact-vite';
import { useEffect, useRef } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import { render } from 'preact';
import type { EmbedConfig } from '#core/embed/embed.rules.ts';
import { prepareShadowRoot } from '../../widgets/core/shadow-root.ts';
import { adoptStyles } from '../../widgets/core/styles.ts';
import { WidgetShell, type WidgetShellProps, shellStyles } from '../../widgets/core/widget-shell.tsx';

/** Renders inside a real open shadow root with the theme's styles, as the SDK runtime does. */
function InShadowRoot({ theme, children }: { theme: EmbedConfig['theme']; children: ComponentChildren }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const { root, container } = prepareShadowRoot(host.current!, theme);
    adoptStyles(root, shellStyles);
    render(<>{children}</>, container);
    return () => render(null, container);
  }, [theme, children]);
  return <div ref={host} />;
}

type Args = WidgetShellProps & { theme: EmbedConfig['theme'] };

const meta: Meta<Args> = {
  title: 'Widgets core/WidgetShell',
  render: ({ theme, ...props }) => (
    <InShadowRoot theme={theme}>
      <WidgetShell {...props} />
    </InShadowRoot>
  ),
  args: {
    title: 'Mia turns 7!',
    headingLevel: 2,
    theme: {},
    children: <p style="margin:0">Saturday, June 6 at 2:00 PM · Rose Garden Pavilion, Portland</p>,
  },
};
export default meta;
type Story = StoryObj<Args>;

export const DefaultTheme: Story = {};

export const HostTheme: Story = {
  args: {
    theme: { accent: '#0f766e', surface: '#f0fdfa', border: '#99f6e4', radius: '4px', font: 'Georgia, serif' },
    status: 'Thanks! Your reply was sent.',
  },
};

export const DarkHostPage: Story = {
  args: {
    theme: { background: '#1c1722', text: '#f6f1f8', muted: '#c9c0d0', border: '#3d3447', surface: '#2a2331', accent: '#f472b6' },
  },
  parameters: { backgrounds: { default: 'dark' } },
};
