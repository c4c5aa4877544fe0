import type { HTMLAttributes, ReactNode } from 'react';
import { useUiText } from '../../locale/UiTextProvider';
import { Logo } from '../Logo';
import { SplashRoot, Stage } from './SplashScreen.styles';

export interface SplashScreenProps extends HTMLAttributes<HTMLDivElement> {
  /** What is loading, read by screen readers; `loading.app` of the UiText by default. */
  label?: string;
  /** Logo in the centre; the Finfree mark by default. */
  logo?: ReactNode;
}

/** Full-screen first-load view (above everything) with the animated logo. */
export function SplashScreen({ label: labelProp, logo, ...rest }: SplashScreenProps) {
  const text = useUiText();
  const label = labelProp ?? text.loading.app;
  return (
    <SplashRoot role="status" aria-label={label} data-component="SplashScreen" {...rest}>
      <Stage>
        <span data-part="Ring" data-ring="outer" aria-hidden="true" />
        <span data-part="Ring" data-ring="inner" aria-hidden="true" />
        <span data-part="Logo" style={{ display: 'inline-flex' }}>
          {logo ?? <Logo size={56} title="" />}
        </span>
      </Stage>
    </SplashRoot>
  );
}
