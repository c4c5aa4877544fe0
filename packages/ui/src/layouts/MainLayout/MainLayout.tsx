import { Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/ButtonLink';
import { IconButton } from '../../components/IconButton';
import { DefaultLink } from '../../components/NavSection/DefaultLink';
import { NavSectionHorizontal } from '../../components/NavSection/NavSectionHorizontal';
import { NavSectionVertical } from '../../components/NavSection/NavSectionVertical';
import type { NavItemData, NavLinkComponent } from '../../components/NavSection/types';
import { useRouteDrawer, useScrolled } from '../shared/hooks';
import { LayoutLogo } from '../shared/LayoutLogo';
import { MobileNavDrawer } from '../shared/MobileNavDrawer';
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
  /** Label of the Sign Up button. */
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
 */
export function MainLayout({
  navItems,
  currentPath,
  LinkComponent = DefaultLink,
  logo,
  signUpHref = '/auth/jwt/register',
  signUpLabel = 'Sign Up',
  headerActions,
  footer,
  children,
}: MainLayoutProps) {
  const drawer = useRouteDrawer(currentPath);
  const scrolled = useScrolled(0);
  const data = [{ items: navItems }];
  return (
    <MainRoot data-component="MainLayout">
      <HeaderBar data-part="Header" data-scrolled={String(scrolled)}>
        <MenuButtonSlot>
          <IconButton
            aria-label="Open navigation"
            aria-haspopup="dialog"
            aria-expanded={drawer.open}
            onClick={drawer.onOpen}
          >
            <Menu aria-hidden="true" />
          </IconButton>
        </MenuButtonSlot>
        <LayoutLogo logo={logo} LinkComponent={LinkComponent} />
        <DesktopNav>
          <NavSectionHorizontal
            data={data}
            currentPath={currentPath}
            LinkComponent={LinkComponent}
            aria-label="Primary"
          />
        </DesktopNav>
        <Spacer />
        <HeaderActions>
          {headerActions}
          <ButtonLink as={LinkComponent} href={signUpHref} to={signUpHref} size="medium">
            {signUpLabel}
          </ButtonLink>
        </HeaderActions>
      </HeaderBar>
      <MobileNavDrawer
        open={drawer.open}
        onClose={drawer.onClose}
        logo={<LayoutLogo logo={logo} LinkComponent={LinkComponent} />}
      >
        <NavSectionVertical
          data={data}
          currentPath={currentPath}
          LinkComponent={LinkComponent}
          aria-label="Primary"
        />
      </MobileNavDrawer>
      <Main data-part="Main">{children}</Main>
      {footer}
    </MainRoot>
  );
}
