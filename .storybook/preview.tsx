import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '#platform/lib/query-client.ts';
// The platform's global stylesheet: Tailwind plus the design tokens every component reads.
import '#platform/styles.css';

/**
 * Platform components use links and queries, so every story gets a memory router (no real URL
 * changes inside Storybook) and its own query client (no cache shared between stories). A story
 * that brings its own router sets `parameters: { router: false }`; `initialPath` picks the URL.
 */
const withProviders: Decorator = (Story, context) => {
  const [queryClient] = useState(createQueryClient);
  const story = <Story />;
  const routed = context.parameters.router === false ? story : <MemoryRouter initialEntries={[context.parameters.initialPath ?? '/']}>{story}</MemoryRouter>;
  return <QueryClientProvider client={queryClient}>{routed}</QueryClientProvider>;
};

const preview: Preview = {
  decorators: [withProviders],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};
export default preview;
