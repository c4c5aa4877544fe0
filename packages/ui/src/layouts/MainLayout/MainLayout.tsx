import { Menu } from 'lucide-react';
import { Suspense, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { ButtonLink } from '../../components/ButtonLink';
import { IconButton } from '../../components/IconButton';
import { DefaultLink } from '../../components/NavSection/DefaultLink';
import { NavSectionHorizontal } from '../../components/NavSection/NavSectionHorizontal';
import type { NavItemData, NavLinkComponent } from '../../components/NavSection/types';
import { useUiText } from '../../locale/UiTextProvider';
import { useRouteDrawer, useScrolled } from '../shared/hooks';
import { LayoutLogo } from '../shared/LayoutLogo';
import { HeaderActions, HeaderBar, Spacer } from '../shared/shared.styles';
import { DesktopNav, Main, MainRoot, MenuButtonSlot } from './MainLayout.styles';
import { lazyNamed } from '../../utils/lazyNamed';

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

// The mobile drawer (Radix Dialog) loads the first time the menu button is pressed: public
// pages ship no Radix code in their first load.
const MainMobileNav = lazyNamed(() => import('./MainMobileNav'), 'MainMobileNav');

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
  signUpLabel,
  headerActions,
  footer,
  children,
}: MainLayoutProps) {
  const text = useUiText();
  const drawer = useRouteDrawer(currentPath);
  const scrolled = useScrolled(0);
  const [drawerRequested, setDrawerRequested] = useState(false);
  const data = useMemo(() => [{ items: navItems }], [navItems]);
  const drawerId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const main = useRef<HTMLElement>(null);
  return (
    <MainRoot data-component="MainLayout">
      <HeaderBar data-part="Header" data-scrolled={String(scrolled)}>
        <MenuButtonSlot>
          <IconButton
            ref={menuButton}
            aria-label={text.nav.open}
            aria-haspopup="dialog"
            aria-expanded={drawer.open}
            aria-controls={drawer.open ? drawerId : undefined}
            onClick={() => {
              setDrawerRequested(true);
              drawer.onOpen();
            }}
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
            aria-label={text.nav.primary}
          />
        </DesktopNav>
        <Spacer />
        <HeaderActions>
          {headerActions}
          <ButtonLink as={LinkComponent} href={signUpHref} to={signUpHref} size="medium">
            {signUpLabel ?? text.nav.signUp}
          </ButtonLink>
        </HeaderActions>
      </HeaderBar>
      {drawerRequested ? (
        <Suspense fallback={null}>
          <MainMobileNav
            open={drawer.open}
            onClose={drawer.onClose}
            data={data}
            currentPath={currentPath}
            LinkComponent={LinkComponent}
            logo={logo}
            navLabel={text.nav.primary}
            id={drawerId}
            returnFocusRef={menuButton}
            navigationFocusRef={main}
          />
        </Suspense>
      ) : null}
      <Main ref={main} data-part="Main">
        {children}
      </Main>
      {footer}
    </MainRoot>
  );
}
