import type { StorybookConfig } from '@storybook/react-vite';
import { workspaceAliases } from '../workspace-aliases.mjs';

const config: StorybookConfig = {
  stories: [
    '../packages/*/src/**/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../apps/web/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The app's public files (logo, illustration, favicon) for the screens' stories.
  staticDirs: ['../apps/web/public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      resolve: { alias: workspaceAliases },
      // Pre-bundled up front, so the first test run is not reloaded by a late discovery.
      optimizeDeps: {
        include: ['uplot', 'react-hook-form', '@hookform/resolvers/zod', 'zod/mini'],
      },
    });
  },
};

export default config;
