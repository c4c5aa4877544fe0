import type { ReactNode } from 'react';
import { DefaultLink } from '../../components/NavSection/DefaultLink';
import type { NavLinkComponent } from '../../components/NavSection/types';
import { useUiText } from '../../locale/UiTextProvider';
import { LayoutLogo } from '../shared/LayoutLogo';
import { HeaderActions, Spacer } from '../shared/shared.styles';
import { AuthHeader, AuthRoot, BrandPanel, FormSide } from './AuthLayout.styles';

/** Path of the dashboard illustration the app uses. */
export const AUTH_ILLUSTRATION_SRC = '/assets/illustrations/illustration_dashboard.png';

export interface AuthLayoutProps {
  /** Brand panel heading; `authLayout.title` of the UiText by default. */
  title?: ReactNode;
  /** Brand panel tagline; `authLayout.tagline` of the UiText by default. */
  tagline?: ReactNode;
  /** Illustration image URL (the app passes `/assets/illustrations/illustration_dashboard.png`). */
  illustrationSrc?: string;
  /** Text alternative of the illustration (empty = decorative). */
  illustrationAlt?: string;
  /** Link component of the app's router; a plain anchor by default. */
  LinkComponent?: NavLinkComponent;
  /** Logo content; the Finfree logo by default. */
  logo?: ReactNode;
  /** Header actions at the inline end (e.g. a settings button). */
  headerActions?: ReactNode;
  /** The form. */
  children?: ReactNode;
}

/**
 * The split auth layout: from lg a brand panel (title, tagline, illustration) on the
 * inline-start side and the form on the inline-end side; one column on small screens.
 */
export function AuthLayout({
  title,
  tagline,
  illustrationSrc = AUTH_ILLUSTRATION_SRC,
  illustrationAlt = '',
  LinkComponent = DefaultLink,
  logo,
  headerActions,
  children,
}: AuthLayoutProps) {
  const text = useUiText().authLayout;
  return (
    <AuthRoot data-component="AuthLayout">
      <AuthHeader data-part="Header">
        <LayoutLogo logo={logo} LinkComponent={LinkComponent} />
        <Spacer />
        <HeaderActions>{headerActions}</HeaderActions>
      </AuthHeader>
      <BrandPanel data-part="Brand" aria-label={text.brand}>
        <h2>{title ?? text.title}</h2>
        <p>{tagline ?? text.tagline}</p>
        {illustrationSrc ? <img src={illustrationSrc} alt={illustrationAlt} /> : null}
      </BrandPanel>
      <FormSide data-part="Form">{children}</FormSide>
    </AuthRoot>
  );
}
