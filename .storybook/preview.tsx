import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';

export const modes = ['dark', 'light'] as const;
export const presets = ['default', 'cyan', 'purple', 'blue', 'orange', 'red'] as const;
export const contrasts = ['default', 'bold'] as const;
export const directions = ['ltr', 'rtl'] as const;

interface ThemeGlobals {
  mode?: string;
  preset?: string;
  contrast?: string;
  direction?: string;
}

/** Applies the toolbar globals as the attributes of <html> that the theme is keyed on. */
function ThemeAttributes({ globals, children }: { globals: ThemeGlobals; children: ReactNode }) {
  const { mode = 'dark', preset = 'purple', contrast = 'default', direction = 'ltr' } = globals;
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.dataset.mode = mode;
    html.dataset.preset = preset;
    html.dataset.contrast = contrast;
    html.dir = direction;
  }, [mode, preset, contrast, direction]);
  return children;
}

const withTheme: Decorator = (Story, context) => (
  <ThemeAttributes globals={context.globals as ThemeGlobals}>
    <Story />
  </ThemeAttributes>
);

type ToolbarIcon = 'contrast' | 'paintbrush' | 'eye' | 'transfer';
const toolbar = (title: string, icon: ToolbarIcon, items: readonly string[]) => ({
  description: title,
  toolbar: { title, icon, items: [...items], dynamicTitle: true },
});

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  globalTypes: {
    mode: toolbar('Mode', 'contrast', modes),
    preset: toolbar('Preset', 'paintbrush', presets),
    contrast: toolbar('Contrast', 'eye', contrasts),
    direction: toolbar('Direction', 'transfer', directions),
  },
  initialGlobals: { mode: 'dark', preset: 'purple', contrast: 'default', direction: 'ltr' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
  },
};

export default preview;
