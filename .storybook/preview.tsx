import '../packages/ui/src/theme/fonts';
import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { useEffect, type ReactNode } from 'react';
import {
  SettingsProvider,
  ThemeProvider,
  presetNames,
  themeContrasts,
  themeDirections,
  useSettings,
  type Settings,
} from '@finfree/ui';

export const modes = ['dark', 'light'] as const;

/**
 * A story that asks for no viewport renders in the canvas as the window leaves it: in a
 * 1440×900 window, 1140×560 (sidebar and addon panel open). The test run uses that size.
 */
export const designerCanvas = { width: 1140, height: 560 } as const;
export const presets = presetNames;
export const contrasts = themeContrasts;
export const directions = themeDirections;

interface ThemeGlobals {
  mode?: string;
  preset?: string;
  contrast?: string;
  direction?: string;
}

/** Maps the toolbar globals to settings (invalid values fall back inside the provider). */
function settingsFromGlobals(globals: ThemeGlobals): Partial<Settings> {
  const { mode = 'dark', preset = 'purple', contrast = 'default', direction = 'ltr' } = globals;
  return {
    themeMode: mode as Settings['themeMode'],
    themeColorPresets: preset as Settings['themeColorPresets'],
    themeContrast: contrast as Settings['themeContrast'],
    themeDirection: direction as Settings['themeDirection'],
  };
}

/** Pushes toolbar changes into the settings; the tree is not re-mounted. */
function SyncGlobals({ globals, children }: { globals: ThemeGlobals; children: ReactNode }) {
  const { onUpdateFields } = useSettings();
  const { mode, preset, contrast, direction } = globals;
  useEffect(() => {
    onUpdateFields(settingsFromGlobals({ mode, preset, contrast, direction }));
  }, [onUpdateFields, mode, preset, contrast, direction]);
  return children;
}

/**
 * Every story renders inside the real SettingsProvider + ThemeProvider. Storybook does not
 * persist (each story starts from the toolbar globals), and the provider writes the
 * `<html>` attributes the theme stylesheet is keyed on.
 */
const withTheme: Decorator = (Story, context) => {
  const globals = context.globals as ThemeGlobals;
  return (
    <SettingsProvider persist={false} initialSettings={settingsFromGlobals(globals)}>
      <SyncGlobals globals={globals}>
        <ThemeProvider>
          <Story />
        </ThemeProvider>
      </SyncGlobals>
    </SettingsProvider>
  );
};

type ToolbarIcon = 'contrast' | 'paintbrush' | 'eye' | 'transfer';
const toolbar = (title: string, icon: ToolbarIcon, items: readonly string[]) => ({
  description: title,
  toolbar: { title, icon, items: [...items], dynamicTitle: true },
});

/**
 * In the Vitest browser run, a story that sets no viewport is tested in the canvas a designer
 * sees in a 1440×900 window, not in the test runner's default 1200×900 (the Storybook UI is
 * left as the window gives it).
 */
const designerCanvasInTests: Preview['beforeEach'] = async ({ globals }) => {
  if (!(globalThis as { __vitest_browser__?: boolean }).__vitest_browser__) return;
  if ((globals as { viewport?: { value?: string } }).viewport?.value) return;
  const { page } = await import('vitest/browser');
  await page.viewport(designerCanvas.width, designerCanvas.height);
};

// The stories' tests run on shared, sometimes busy machines, where a screen's lazily loaded
// parts can take over a second to arrive: slow, not broken. Their `findBy…` and `waitFor` wait
// up to five seconds (a browser test has fifteen).
configure({ asyncUtilTimeout: 5_000 });

const preview: Preview = {
  tags: ['autodocs'],
  beforeEach: designerCanvasInTests,
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
