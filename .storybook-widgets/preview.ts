import type { Preview } from '@storybook/preact-vite';

const preview: Preview = {
  parameters: { layout: 'padded' },
};
export default preview;
