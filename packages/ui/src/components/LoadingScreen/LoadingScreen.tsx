import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { useUiText } from '../../locale/UiTextProvider';
import { Logo } from '../Logo';
import { HiddenLabel, LoadingRoot, Pulse, Track } from './LoadingScreen.styles';

export interface LoadingScreenProps extends HTMLAttributes<HTMLDivElement> {
  /** What is loading, read by screen readers; `common.loading` of the UiText by default. */
  label?: string;
  /** The pulsing logo; the Finfree mark by default. */
  logo?: ReactNode;
  /** Covers the whole viewport instead of filling its container. */
  fullScreen?: boolean;
  /** Shows the indeterminate bar under the logo. Default true. */
  showProgress?: boolean;
}

/**
 * Pulsing-logo loading view for Suspense fallbacks and route guards. It is a `status` region
 * with an accessible label; the pulse stops under `prefers-reduced-motion`.
 */
export const LoadingScreen = forwardRef<HTMLDivElement, LoadingScreenProps>(function LoadingScreen(
  { label: labelProp, logo, fullScreen = false, showProgress = true, ...rest },
  ref,
) {
  const text = useUiText();
  const label = labelProp ?? text.common.loading;
  return (
    <LoadingRoot
      ref={ref}
      role="status"
      aria-live="polite"
      aria-label={label}
      data-component="LoadingScreen"
      data-full-screen={String(fullScreen)}
      {...rest}
    >
      <Pulse data-part="Logo">{logo ?? <Logo size={64} title="" />}</Pulse>
      {showProgress ? <Track data-part="Progress" aria-hidden="true" /> : null}
      <HiddenLabel>{label}</HiddenLabel>
    </LoadingRoot>
  );
});
