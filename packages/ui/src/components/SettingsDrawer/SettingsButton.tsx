import { Settings as SettingsIcon } from 'lucide-react';
import { forwardRef } from 'react';
import { useUiText } from '../../locale/UiTextProvider';
import { useSettings } from '../../settings/useSettings';
import { IconButton, type IconButtonProps } from '../IconButton';
import { SETTINGS_DRAWER_ID } from './ids';

export type SettingsButtonProps = Omit<IconButtonProps, 'aria-label' | 'children'> & {
  /** Accessible name; `settings.title` of the UiText by default. */
  'aria-label'?: string;
};

/** The header button that opens the settings drawer. */
export const SettingsButton = forwardRef<HTMLButtonElement, SettingsButtonProps>(
  function SettingsButton({ 'aria-label': labelProp, onClick, ...rest }, ref) {
    const { open, onToggle } = useSettings();
    const text = useUiText();
    const label = labelProp ?? text.settings.title;
    return (
      <IconButton
        ref={ref}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        // Only while open: the drawer is not in the page otherwise.
        aria-controls={open ? SETTINGS_DRAWER_ID : undefined}
        data-component="SettingsButton"
        onClick={(event) => {
          onClick?.(event);
          onToggle();
        }}
        {...rest}
      >
        <SettingsIcon aria-hidden="true" />
      </IconButton>
    );
  },
);
