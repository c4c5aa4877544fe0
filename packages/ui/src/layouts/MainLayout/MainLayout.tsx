import { Menu } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
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

/** Props of {@link MainLayoutHeader}: the header bar and the phone's navigation drawer. */
export interface MainLayoutHeaderProps {
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
  /** Id of the drawer's `<dialog>` (generated unless given; see `useNavDialog`). */
  drawerId?: string;
}

/** Props of {@link MainLayout}. */
export interface MainLayoutProps extends MainLayoutHeaderProps {
  /** Footer slot. */
  footer?: ReactNode;
  /** Page content. */
  children?: ReactNode;
  /**
   * Wraps the header (the bar and the drawer), e.g. in an element a page's script takes over on
   * its own; the wrapper must take no box (`display: contents`). As is by default.
   */
  wrapHeader?: (header: ReactNode) => ReactNode;
}

/** The layout's main region, where focus goes after a link in the drawer was followed. */
function layoutMain(from: Element | null): HTMLElement | null {
  return (
    from
      ?.closest('[data-component="MainLayout"]')
      ?.querySelector<HTMLElement>(':scope > [data-part="Main"]') ?? null
  );
}

/**
 * The public layout's header: logo (to `/`), top navigation with hover dropdowns that close on
 * route change, the header actions and a Sign Up button; on a phone, a menu button opening a
 * 260 px drawer. Rendered by {@link MainLayout}; on its own where the header is rendered by a
 * React root of its own (inside a `MainLayout`'s markup, which holds its main region).
 *
 * The drawer is a native `<dialog>` in the page's HTML that the menu button opens by itself
 * (an invoker command), so on a prerendered page it answers the first tap before the app runs.
 */
export function MainLayoutHeader({
  navItems,
  currentPath,
  LinkComponent = DefaultLink,
  logo,
  signUpHref = '/auth/jwt/register',
  signUpLabel,
  headerActions,
  drawerId,
}: MainLayoutHeaderProps) {
  const text = useUiText();
  const drawer = useNavDialog(currentPath, drawerId);
  const scrolled = useScrolled(0);
  const data = useMemo(() => [{ items: navItems }], [navItems]);
  // The same navigation in the header (desktop) and in the drawer (phone).
  const navProps = { data, currentPath, LinkComponent, 'aria-label': text.nav.primary };
  // The main region of the layout around it (found when the drawer closes).
  const main = useMemo(
    () => ({
      get current() {
        return layoutMain(drawer.ref.current);
      },
    }),
    [drawer.ref],
  );
  return (
    <>
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
    </>
  );
}

/**
 * The public layout: the header ({@link MainLayoutHeader}), the page and a footer slot.
 */
export function MainLayout({
  footer,
  children,
  wrapHeader = (header) => header,
  ...headerProps
}: MainLayoutProps) {
  return (
    <MainRoot data-component="MainLayout">
      {wrapHeader(<MainLayoutHeader {...headerProps} />)}
      <Main data-part="Main">{children}</Main>
      {footer}
    </MainRoot>
  );
}
