import { forwardRef, type HTMLAttributes } from 'react';
import { useUiText } from '../../locale/UiTextProvider';
import { paletteColors } from '../Button/palette';
import { ProgressBarRoot } from './ProgressBar.styles';
import { dataAttributes } from '../../utils/dataAttributes';

export const progressBarVariants = ['linear', 'navigation'] as const;
export const progressBarColors = [...paletteColors, 'inherit'] as const;

export type ProgressBarVariant = (typeof progressBarVariants)[number];
export type ProgressBarColor = (typeof progressBarColors)[number];

/** Height in px of the navigation progress bar (2.5). */
export const NAVIGATION_BAR_HEIGHT = 2.5;

export interface ProgressBarProps extends HTMLAttributes<HTMLDivElement> {
  /** Percent done (0–100); leave undefined for an indeterminate bar. */
  value?: number;
  /** `linear` (4 px, in the flow) or `navigation` (2.5 px, fixed along the top of the viewport). */
  variant?: ProgressBarVariant;
  /** Palette colour of the bar. */
  color?: ProgressBarColor;
  /** Accessible name of the progress bar; `common.loading` of the UiText by default. */
  'aria-label'?: string;
}

const clamp = (n: number) => Math.min(100, Math.max(0, n));

/** A linear progress bar (`role="progressbar"`), determinate with a `value`, else indeterminate. */
export const ProgressBar = forwardRef<HTMLDivElement, ProgressBarProps>(function ProgressBar(
  { value, variant = 'linear', color = 'primary', 'aria-label': ariaLabelProp, ...rest },
  ref,
) {
  const text = useUiText();
  const ariaLabel = ariaLabelProp ?? text.common.loading;
  const determinate = value !== undefined;
  const percent = determinate ? clamp(value) : undefined;
  return (
    <ProgressBarRoot
      ref={ref}
      role="progressbar"
      aria-label={ariaLabel}
      aria-valuemin={determinate ? 0 : undefined}
      aria-valuemax={determinate ? 100 : undefined}
      aria-valuenow={percent !== undefined ? Math.round(percent) : undefined}
      {...dataAttributes('ProgressBar', {
        variant,
        color,
        state: determinate ? 'determinate' : 'indeterminate',
      })}
      $percent={percent ?? 0}
      {...rest}
    >
      <span data-part="Bar" />
    </ProgressBarRoot>
  );
});
