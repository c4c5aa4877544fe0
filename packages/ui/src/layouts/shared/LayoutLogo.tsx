import type { ReactNode } from 'react';
import { Logo } from '../../components/Logo';
import { useUiText } from '../../locale/UiTextProvider';
import { DefaultLink } from '../../components/NavSection/DefaultLink';
import type { NavLinkComponent } from '../../components/NavSection/types';
import { LogoLink } from './shared.styles';

/** The header logo: a link to `href` (default `/`) around the logo slot or the Finfree logo. */
export function LayoutLogo({
  href = '/',
  logo,
  LinkComponent = DefaultLink,
  variant = 'full',
}: {
  href?: string;
  logo?: ReactNode;
  LinkComponent?: NavLinkComponent;
  variant?: 'mark' | 'full';
}) {
  const text = useUiText();
  return (
    <LogoLink as={LinkComponent} href={href} to={href} aria-label={text.nav.home} data-part="Logo">
      {logo ?? <Logo variant={variant} size={36} title="" />}
    </LogoLink>
  );
}
