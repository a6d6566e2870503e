/**
 * Storybook for the React platform (stories/platform). The builder loads the root vite.config.ts
 * (React plugin, Tailwind); its `root: 'platform'` and build settings are for the app, so they are
 * replaced here: Storybook serves from the repository root, where the story globs live.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import type { PluginOption } from 'vite';

const repoRoot = join(import.meta.dirname, '..');

/** True when a plugin (or a nested plugin array) with a name starting with `prefix` is present. */
function hasPlugin(plugins: PluginOption[] | undefined, prefix: string): boolean {
  return (plugins ?? []).some((plugin) => (Array.isArray(plugin) ? hasPlugin(plugin, prefix) : Boolean(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name.startsWith(prefix))));
}

/** The plugins without those whose name starts with `prefix` (nested arrays included). */
function withoutPlugin(plugins: PluginOption[] | undefined, prefix: string): PluginOption[] {
  return (plugins ?? []).flatMap((plugin): PluginOption[] => {
    if (Array.isArray(plugin)) return [withoutPlugin(plugin, prefix)];
    return plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name.startsWith(prefix) ? [] : [plugin];
  });
}

const config: StorybookConfig = {
  stories: ['../stories/platform/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    // Keep `storybook build --quiet` quiet: the manager iframe bundle is large by nature, not a regression.
    viteConfig.logLevel = 'warn';
    viteConfig.build = { ...viteConfig.build, chunkSizeWarningLimit: 4096 };
    viteConfig.root = repoRoot;
    const publicDir = join(repoRoot, 'platform', 'public');
    viteConfig.publicDir = existsSync(publicDir) ? publicDir : false;
    // Tailwind 4 generates the utility classes the platform components use; without it stories render unstyled.
    if (!hasPlugin(viteConfig.plugins, '@tailwindcss/vite')) viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()];
    // The service worker is the app's (docs/decisions/041-installable-app.md): a Storybook build has none.
    viteConfig.plugins = withoutPlugin(viteConfig.plugins, 'vite-plugin-pwa');
    // The dev proxy to the API is for the app; stories must not depend on a running server.
    if (viteConfig.server) delete viteConfig.server.proxy;
    return viteConfig;
  },
};
export default config;
