/**
 * Test helper: not part of the package (the entry does not import it, so the build leaves it
 * out).
 */
import { render, type RenderOptions } from '@testing-library/react';
import { SettingsButton } from '../components/SettingsDrawer/SettingsButton';
import { SettingsDrawer } from '../components/SettingsDrawer/SettingsDrawer';
import { SettingsProvider } from '../settings/SettingsProvider';

interface Options extends Pick<RenderOptions, 'wrapper'> {
  /** Stores the settings in localStorage, as the app does (off: each test starts fresh). */
  persist?: boolean;
  /** Passed to the drawer: shows the colour preset picker. */
  showPresets?: boolean;
}

/** Renders the settings button and its drawer inside a settings provider. */
export function renderSettingsDrawer({ persist = false, showPresets, wrapper }: Options = {}) {
  return render(
    <SettingsProvider persist={persist}>
      <SettingsButton />
      <SettingsDrawer showPresets={showPresets} />
    </SettingsProvider>,
    { wrapper },
  );
}
