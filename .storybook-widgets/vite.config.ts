import { defineConfig } from 'vite';

/**
 * Vite settings for the widgets' Storybook only. The root vite.config.ts belongs to the React
 * platform; loading it here would compile the Preact widgets' JSX with React's runtime.
 */
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  resolve: { alias: { react: 'preact/compat', 'react-dom': 'preact/compat' } },
});
