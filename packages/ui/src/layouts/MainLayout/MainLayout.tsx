import { Menu } from 'lucide-react';
import { useMemo, useRef, type ReactNode } from 'react';
import { ButtonLink } from '../../components/ButtonLink';
import { IconButton } from '../../components/IconButton';
import { DefaultLink } from '../../components/NavSection/DefaultLink';
import { NavSectionHorizontal } from '../../components/NavSection/NavSectionHorizontal';
import { NavSectionVertical } from '../../components/NavSection/NavSectionVertical';
import type { NavItemData, NavLinkComponent } from '../../components/NavSection/types';
import { useUiText } from '../../locale/UiTextProvider';
import { useScrolled } from '../shared/hooks';
import { NavDialog } from '../shared/NavDialog';
import { useNavDialog } from '../shared/useNavDialog';
import { LayoutLogo } from '../shared/LayoutLogo';
import { HeaderActions, HeaderBar, Spacer } from '../shared/shared.styles';
import { DesktopNav, Main, MainRoot, MenuButtonSlot } from './MainLayout.styles';

export interface MainLayoutProps {
  /** Top navigation (Home, Pricing, About us, Contact us, Sign In); items with children open dropdowns. */
  navItems: readonly NavItemData[];
  /** Pathname of the current route. */
  currentPath: string;
  /** Link component of the app's router; a plain anchor by default. */
  LinkComponent?: NavLinkComponent;
  /** Logo content (an image, e.g. `<img src="/logo/logo.png" alt="Finfree" />`); the Finfree logo by default. */
  logo?: ReactNode;
  /** Target of the Sign Up button (the registration page). */
  signUpHref?: string;
  /** Label of the Sign Up button; `nav.signUp` of the UiText by default. */
  signUpLabel?: string;
  /** Extra header actions (e.g. a settings button or language popover). */
  headerActions?: ReactNode;
  /** Footer slot. */
  footer?: ReactNode;
  /** Page content. */
  children?: ReactNode;
}

/**
 * The public layout: header with logo (to `/`), top navigation with hover dropdowns that close
 * on route change, a Sign Up button, a 260 px mobile drawer, the page and a footer slot.
 *
 * The drawer is a native `<dialog>` in the page's HTML that the menu button opens by itself
 * (an invoker command), so on a prerendered page it answers the first tap before the app runs.
 */
export function MainLayout({
  navItems,
  currentPath,
  LinkComponent = DefaultLink,
  logo,
  signUpHref = '/auth/jwt/register',
  signUpLabel,
  headerActions,
  footer,
  children,
}: MainLayoutProps) {
  const text = useUiText();
  const drawer = useNavDialog(currentPath);
  const scrolled = useScrolled(0);
  const data = useMemo(() => [{ items: navItems }], [navItems]);
  // The same navigation in the header (desktop) and in the drawer (phone).
  const navProps = { data, currentPath, LinkComponent, 'aria-label': text.nav.primary };
  const main = useRef<HTMLElement>(null);
  return (
    <MainRoot data-component="MainLayout">
      <HeaderBar data-part="Header" data-scrolled={String(scrolled)}>
        <MenuButtonSlot>
          <IconButton aria-label={text.nav.open} {...drawer.opener}>
            <Menu aria-hidden="true" />
          </IconButton>
        </MenuButtonSlot>
        <LayoutLogo logo={logo} LinkComponent={LinkComponent} />
        <DesktopNav>
          <NavSectionHorizontal {...navProps} />
        </DesktopNav>
        <Spacer />
        <HeaderActions>
          {headerActions}
          <ButtonLink as={LinkComponent} href={signUpHref} to={signUpHref} size="medium">
            {signUpLabel ?? text.nav.signUp}
          </ButtonLink>
        </HeaderActions>
      </HeaderBar>
      <NavDialog
        control={drawer}
        logo={<LayoutLogo logo={logo} LinkComponent={LinkComponent} />}
        navigationFocusRef={main}
      >
        <NavSectionVertical {...navProps} />
      </NavDialog>
      <Main ref={main} data-part="Main">
        {children}
      </Main>
      {footer}
    </MainRoot>
  );
}
