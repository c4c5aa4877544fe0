import type { ReactNode } from 'react';
import { DefaultLink } from '../../components/NavSection/DefaultLink';
import type { NavLinkComponent } from '../../components/NavSection/types';
import { useUiText } from '../../locale/UiTextProvider';
import { LayoutLogo } from '../shared/LayoutLogo';
import { HeaderActions } from '../shared/shared.styles';
import { Column, HelpLink, MinimalHeader, MinimalRoot } from './MinimalLayout.styles';

export interface MinimalLayoutProps {
  /** Target of the "Need help?" link. */
  helpHref?: string;
  /** Label of the help link; `minimalLayout.help` of the UiText by default. */
  helpLabel?: string;
  /** Link component of the app's router; a plain anchor by default. */
  LinkComponent?: NavLinkComponent;
  /** Logo content; the Finfree logo by default. */
  logo?: ReactNode;
  /** Extra header actions before the help link (e.g. a settings button). */
  headerActions?: ReactNode;
  /** Page content (error pages). */
  children?: ReactNode;
}

/** The minimal layout of the error pages: a simple header and a centred 400 px column. */
export function MinimalLayout({
  helpHref = '/contact-us',
  helpLabel,
  LinkComponent = DefaultLink,
  logo,
  headerActions,
  children,
}: MinimalLayoutProps) {
  const text = useUiText();
  return (
    <MinimalRoot data-component="MinimalLayout">
      <MinimalHeader data-part="Header">
        <LayoutLogo logo={logo} LinkComponent={LinkComponent} />
        <HeaderActions>
          {headerActions}
          <HelpLink as={LinkComponent} href={helpHref} to={helpHref}>
            {helpLabel ?? text.minimalLayout.help}
          </HelpLink>
        </HeaderActions>
      </MinimalHeader>
      <Column data-part="Column">{children}</Column>
    </MinimalRoot>
  );
}
