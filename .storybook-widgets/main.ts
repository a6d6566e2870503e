/**
 * Storybook for the embeddable Preact widgets (stories/widgets). Uses its own Vite config so the
 * React platform's plugins stay out; widgets render inside shadow roots exactly as on a host page.
 */
import { join } from 'node:path';
import type { StorybookConfig } from '@storybook/preact-vite';

const config: StorybookConfig = {
  stories: ['../stories/widgets/**/*.stories.@(ts|tsx)'],
  framework: {
    name: '@storybook/preact-vite',
    options: { builder: { viteConfigPath: join(import.meta.dirname, 'vite.config.ts') } },
  },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    // Keep `storybook build --quiet` quiet: the manager iframe bundle is large by nature, not a regression.
    viteConfig.logLevel = 'warn';
    viteConfig.build = { ...viteConfig.build, chunkSizeWarningLimit: 4096 };
    viteConfig.root = join(import.meta.dirname, '..');
    viteConfig.publicDir = false;
    return viteConfig;
  },
};
export default config;
