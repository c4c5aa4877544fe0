import { forwardRef, type HTMLAttributes } from 'react';
import { useIsMobileDevice } from '../../hooks/useIsMobileDevice';
import { ScrollbarRoot } from './Scrollbar.styles';
import { dataAttributes } from '../../utils/dataAttributes';
import { cssLength } from '../../utils/cssLength';

export interface ScrollbarProps extends HTMLAttributes<HTMLDivElement> {
  /** Forces native (true) or styled (false) scrollbars; by default phones and tablets get native scrolling. */
  native?: boolean;
  /** Largest height before it scrolls: px number or CSS length. */
  maxHeight?: number | string;
}

/**
 * A scroll container: thin themed scrollbars on desktop, untouched native scrolling on mobile
 * devices (coarse pointer or mobile user agent). It is focusable so keyboard users can scroll it.
 */
export const Scrollbar = forwardRef<HTMLDivElement, ScrollbarProps>(function Scrollbar(
  { native, maxHeight, tabIndex = 0, ...rest },
  ref,
) {
  const mobile = useIsMobileDevice();
  const isNative = native ?? mobile;
  return (
    <ScrollbarRoot
      ref={ref}
      // Focusable so the region can be scrolled with the keyboard (axe: scrollable-region-focusable).
      tabIndex={tabIndex}
      role={rest['aria-label'] || rest['aria-labelledby'] ? 'region' : undefined}
      {...dataAttributes('Scrollbar', { native: isNative })}
      $maxHeight={cssLength(maxHeight)}
      {...rest}
    />
  );
});
