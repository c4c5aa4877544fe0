import { Suspense, useState } from 'react';
import { useUiText } from '../../locale/UiTextProvider';
import { useSettings } from '../../settings/useSettings';
import { NavigationProgressBar } from '../NavigationProgressBar/NavigationProgressBar';
import { lazyNamed } from '../../utils/lazyNamed';

/** Width of the settings drawer in px. */
export const SETTINGS_DRAWER_WIDTH = 280;

export interface SettingsDrawerProps {
  /** Shows the colour-preset picker (the app's drawer hides it). */
  showPresets?: boolean;
  /** Drawer heading; `settings.title` of the UiText by default. */
  title?: string;
}

const SettingsDrawerPanel = lazyNamed(() => import('./SettingsDrawerPanel'), 'SettingsDrawerPanel');

/**
 * The settings drawer (280 px, inline-end side): mode, contrast, direction, layout, stretch,
 * optional presets, reset (only enabled when settings differ from the defaults) and
 * fullscreen. Everything applies live and persists through `useSettings()`.
 *
 * Its code (Radix Dialog, focus trap, scroll lock) loads the first time the drawer opens, so
 * pages ship none of it up front; meanwhile a progress bar runs at the top of the page and the
 * drawer opens, focus moving into it, as soon as it has loaded.
 */
export function SettingsDrawer(props: SettingsDrawerProps) {
  const { open } = useSettings();
  const text = useUiText();
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={open ? <NavigationProgressBar active label={text.common.loading} /> : null}>
      <SettingsDrawerPanel {...props} />
    </Suspense>
  );
}
