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
import { IconButton } from '../IconButton';
import { Drawer, DrawerClose, DrawerTitle } from '../Drawer/Drawer';
import { OptionGroup, type Option } from './OptionGroup';
import { SETTINGS_DRAWER_ID } from './ids';
import { SETTINGS_DRAWER_WIDTH, type SettingsDrawerProps } from './SettingsDrawer';
import { Body, Footer, Header, Panel, SwitchRow, Title } from './SettingsDrawer.styles';

/** A labelled switch across the drawer's width, with an optional note under its label. */
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
    <SwitchRow
      labelPlacement="start"
      checked={checked}
      onCheckedChange={onChange}
      label={
        <>
          <span>{label}</span>
          {hint ? <span data-part="SwitchHint">{hint}</span> : null}
        </>
      }
    />
  );
}

/**
 * The settings drawer itself (the system's Drawer and Switch): a module of its own, loaded by
 * {@link SettingsDrawer} the first time the drawer opens.
 */
export function SettingsDrawerPanel({ showPresets = false, title }: SettingsDrawerProps) {
  const settings = useSettings();
  const t = useUiText().settings;
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
    <Drawer open={settings.open} onOpenChange={(open) => (open ? null : settings.onClose())}>
      <Panel
        id={SETTINGS_DRAWER_ID}
        data-component="SettingsDrawer"
        side="end"
        width={SETTINGS_DRAWER_WIDTH}
        overlay="clear"
        aria-describedby={undefined}
        // The drawer has no trigger of its own (the settings button lives elsewhere): focus goes
        // back to whatever opened it, usually that button, else to the Settings button.
        returnFocusTo={() =>
          document.querySelector<HTMLElement>('[data-component="SettingsButton"]:not([disabled])')
        }
        onOpenAutoFocus={(event) => {
          // The first control, Reset, would take focus even while it is unavailable.
          if (!settings.canReset) {
            event.preventDefault();
            closeButton.current?.focus();
          }
        }}
      >
        <Header>
          <DrawerTitle asChild>
            <Title>{title ?? t.title}</Title>
          </DrawerTitle>
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
          <DrawerClose asChild>
            <IconButton ref={closeButton} aria-label={t.close}>
              <X aria-hidden="true" />
            </IconButton>
          </DrawerClose>
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
    </Drawer>
  );
}
