import { fileURLToPath } from 'node:url';
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
  // Props tables from the TypeScript types: the TSDoc line of every prop, props declared in
  // other files, and unions such as `(typeof buttonVariants)[number]` as their literal values.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: fileURLToPath(new URL('../tsconfig.base.json', import.meta.url)),
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      savePropValueAsString: true,
      // The design system's components only: the tool also annotates exported objects (it
      // would add `displayName` keys to the app's plain data, e.g. the audit log's actions).
      include: ['packages/ui/src/**/*.tsx'],
      exclude: ['**/*.stories.tsx', '**/*.test.tsx', '**/story*.tsx', '**/*Fixtures.tsx'],
      // The component's own props, not the hundreds inherited from DOM and React types.
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      resolve: { alias: workspaceAliases },
      // Pre-bundled up front, so the first test run is not reloaded by a late discovery.
      optimizeDeps: {
        include: [
          'uplot',
          'react-hook-form',
          '@hookform/resolvers/zod',
          'zod/mini',
          // The market outlook's editor (loaded when an admin opens it).
          '@tiptap/react',
          '@tiptap/starter-kit',
        ],
      },
    });
  },
};

export default config;
