import { defaultSettings, type Settings } from '@finfree/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf } from '../i18n';

/**
 * The theme settings' defaults of the app and the islands: the direction is the language's
 * unless the visitor set one (a page rendered in Arabic is right to left, on the server and in
 * the browser).
 */
export function useSettingsDefaults(): Settings {
  const { i18n } = useTranslation();
  const direction = directionOf(i18n.language ?? 'en');
  return useMemo(() => ({ ...defaultSettings, themeDirection: direction }), [direction]);
}
