import { Settings as SettingsIcon } from 'lucide-react';
import { forwardRef } from 'react';
import { useSettings } from '../../settings/useSettings';
import { IconButton, type IconButtonProps } from '../IconButton';

export type SettingsButtonProps = Omit<IconButtonProps, 'aria-label' | 'children'> & {
  /** Accessible name. */
  'aria-label'?: string;
};

/** The header button that opens the settings drawer. */
export const SettingsButton = forwardRef<HTMLButtonElement, SettingsButtonProps>(
  function SettingsButton({ 'aria-label': label = 'Settings', onClick, ...rest }, ref) {
    const { open, onToggle } = useSettings();
    return (
      <IconButton
        ref={ref}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
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
