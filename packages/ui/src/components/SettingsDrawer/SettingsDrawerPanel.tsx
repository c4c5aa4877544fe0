import * as Dialog from '@radix-ui/react-dialog';
import {
  ArrowLeft,
  ArrowRight,
  Contrast,
  Eclipse,
  Moon,
  PanelLeft,
  PanelLeftClose,
  PanelTop,
  RotateCcw,
  Sun,
  X,
} from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useUiText } from '../../locale/UiTextProvider';
import { useSettings } from '../../settings/useSettings';
import type { ThemeLayout } from '../../settings/config';
import type { ThemeContrast, ThemeDirection, ThemeMode } from '../../theme/palette';
import { ColorPresetPicker } from '../ColorPresetPicker/ColorPresetPicker';
import { useReturnFocus } from '../../hooks/useReturnFocus';
import { IconButton } from '../IconButton';
import { OptionGroup, type Option } from './OptionGroup';
import { SETTINGS_DRAWER_ID } from './ids';
import type { SettingsDrawerProps } from './SettingsDrawer';
import {
  Body,
  Footer,
  Header,
  Overlay,
  Panel,
  SwitchInput,
  SwitchRow,
  Title,
} from './SettingsDrawer.styles';

function SettingSwitch({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <SwitchRow data-part="Switch">
      <span data-part="SwitchText">
        <span>{label}</span>
        {hint ? <span data-part="SwitchHint">{hint}</span> : null}
      </span>
      <SwitchInput
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
    </SwitchRow>
  );
}

/**
 * The settings drawer itself (Radix Dialog): a module of its own, loaded by
 * {@link SettingsDrawer} the first time the drawer opens.
 */
export function SettingsDrawerPanel({ showPresets = false, title }: SettingsDrawerProps) {
  const settings = useSettings();
  const t = useUiText().settings;
  // The drawer has no Radix trigger (the settings button lives elsewhere): focus goes back to
  // whatever opened it, usually that button; else (a click that did not focus it, as in
  // Safari) to the Settings button.
  const returnFocus = useReturnFocus(() =>
    document.querySelector<HTMLElement>('[data-component="SettingsButton"]:not([disabled])'),
  );
  const closeButton = useRef<HTMLButtonElement>(null);
  const modeOptions: Option<ThemeMode>[] = [
    { value: 'light', label: t.light, icon: <Sun /> },
    { value: 'dark', label: t.dark, icon: <Moon /> },
  ];
  const contrastOptions: Option<ThemeContrast>[] = [
    { value: 'default', label: t.contrastDefault, icon: <Eclipse /> },
    { value: 'bold', label: t.contrastBold, icon: <Contrast /> },
  ];
  const directionOptions: Option<ThemeDirection>[] = [
    { value: 'ltr', label: t.ltr, icon: <ArrowRight /> },
    { value: 'rtl', label: t.rtl, icon: <ArrowLeft /> },
  ];
  const layoutOptions: Option<ThemeLayout>[] = [
    { value: 'vertical', label: t.vertical, icon: <PanelLeft /> },
    { value: 'horizontal', label: t.horizontal, icon: <PanelTop /> },
    { value: 'mini', label: t.mini, icon: <PanelLeftClose /> },
  ];
  return (
    <Dialog.Root open={settings.open} onOpenChange={(open) => (open ? null : settings.onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay asChild>
          <Overlay data-part="Overlay" />
        </Dialog.Overlay>
        <Dialog.Content
          asChild
          id={SETTINGS_DRAWER_ID}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            returnFocus.onOpen();
            // Radix would focus the first control, Reset, even while it is unavailable.
            if (!settings.canReset) {
              event.preventDefault();
              closeButton.current?.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            // No Radix trigger to go back to; the opener (or the Settings button) gets focus
            // unless the page is gone or the app already placed focus.
            event.preventDefault();
            returnFocus.onClose();
          }}
        >
          <Panel data-component="SettingsDrawer">
            <Header>
              <Dialog.Title asChild>
                <Title>{title ?? t.title}</Title>
              </Dialog.Title>
              {/* aria-disabled, not disabled: pressing Reset makes it unavailable, and a
                  disabled button would drop keyboard focus to <body>. */}
              <IconButton
                aria-label={t.reset}
                aria-disabled={!settings.canReset || undefined}
                onClick={() => {
                  if (settings.canReset) settings.onReset();
                }}
              >
                <RotateCcw aria-hidden="true" />
              </IconButton>
              <Dialog.Close asChild>
                <IconButton ref={closeButton} aria-label={t.close}>
                  <X aria-hidden="true" />
                </IconButton>
              </Dialog.Close>
            </Header>
            <Body>
              <OptionGroup
                label={t.mode}
                options={modeOptions}
                value={settings.themeMode}
                onChange={settings.setMode}
              />
              <OptionGroup
                label={t.contrast}
                options={contrastOptions}
                value={settings.themeContrast}
                onChange={settings.setContrast}
              />
              <OptionGroup
                label={t.direction}
                options={directionOptions}
                value={settings.themeDirection}
                onChange={settings.setDirection}
              />
              <OptionGroup
                label={t.layout}
                options={layoutOptions}
                value={settings.themeLayout}
                onChange={settings.setLayout}
              />
              <SettingSwitch
                label={t.stretch}
                hint={t.stretchHint}
                checked={settings.themeStretch}
                onChange={settings.setStretch}
              />
              {showPresets ? (
                <ColorPresetPicker
                  value={settings.themeColorPresets}
                  onChange={settings.setColorPreset}
                />
              ) : null}
            </Body>
            <Footer>
              <SettingSwitch
                label={t.fullscreen}
                checked={settings.isFullscreen}
                onChange={() => settings.onToggleFullscreen()}
              />
            </Footer>
          </Panel>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
