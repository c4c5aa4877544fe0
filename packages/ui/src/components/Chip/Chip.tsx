import { X } from 'lucide-react';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { paletteColors } from '../Button/palette';
import { useUiText } from '../../locale/UiTextProvider';
import { ChipRoot } from './Chip.styles';
import { dataAttributes } from '../../utils/dataAttributes';

export const chipVariants = ['soft', 'filled', 'outlined'] as const;
export const chipColors = ['default', ...paletteColors] as const;
export const chipSizes = ['small', 'medium'] as const;

export type ChipVariant = (typeof chipVariants)[number];
export type ChipColor = (typeof chipColors)[number];
export type ChipSize = (typeof chipSizes)[number];

export interface ChipProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onClick'> {
  /** The chip's text. */
  label: ReactNode;
  /** Tinted, solid or bordered. */
  variant?: ChipVariant;
  /** Palette colour. */
  color?: ChipColor;
  /** Height: 24 or 32 px. */
  size?: ChipSize;
  /** Avatar or icon before the label. */
  icon?: ReactNode;
  /** Makes the label a button (e.g. a filter toggle). */
  onClick?: () => void;
  /** Shows a remove button that calls this; Backspace/Delete on the chip calls it too. */
  onDelete?: () => void;
  /** Accessible label of the remove button (default `chip.remove` of the UiText, "Remove <label>"). */
  deleteLabel?: string;
  /** Pressed state of a clickable chip (`aria-pressed`), for filter toggles. */
  selected?: boolean;
  /** Disables the chip's buttons. */
  disabled?: boolean;
}

/** A compact element for a value, filter or tag; optionally clickable and deletable. */
export const Chip = forwardRef<HTMLDivElement, ChipProps>(function Chip(
  {
    label,
    variant = 'soft',
    color = 'default',
    size = 'medium',
    icon,
    onClick,
    onDelete,
    deleteLabel,
    selected,
    disabled,
    ...rest
  },
  ref,
) {
  const uiText = useUiText().chip;
  const text = typeof label === 'string' || typeof label === 'number' ? String(label) : uiText.item;
  return (
    <ChipRoot
      ref={ref}
      {...dataAttributes('Chip', { variant, color, size, disabled, clickable: Boolean(onClick) })}
      {...rest}
    >
      {icon ? <span data-part="Icon">{icon}</span> : null}
      {onClick ? (
        <button
          type="button"
          data-part="Label"
          aria-pressed={selected}
          disabled={disabled}
          onClick={onClick}
          onKeyDown={(event) => {
            if (onDelete && (event.key === 'Backspace' || event.key === 'Delete')) {
              event.preventDefault();
              onDelete();
            }
          }}
        >
          {label}
        </button>
      ) : (
        <span data-part="Label">{label}</span>
      )}
      {onDelete ? (
        <button
          type="button"
          data-part="Delete"
          aria-label={deleteLabel ?? uiText.remove({ label: text })}
          disabled={disabled}
          onClick={onDelete}
        >
          <X aria-hidden />
        </button>
      ) : null}
    </ChipRoot>
  );
});
