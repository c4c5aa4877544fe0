import { ChevronLeft, Menu } from 'lucide-react';
import { Suspense, useRef, type CSSProperties, type ReactNode } from 'react';
import { IconButton } from '../../components/IconButton';
import { NavigationProgressBar } from '../../components/NavigationProgressBar/NavigationProgressBar';
import { DefaultLink } from '../../components/NavSection/DefaultLink';
import { useUiText } from '../../locale/UiTextProvider';
import type { NavGroupData, NavLinkComponent } from '../../components/NavSection/types';
import { useSettings } from '../../settings/useSettings';
import { useMediaQuery, useScrolled } from '../shared/hooks';
import { useNavDialog } from '../shared/useNavDialog';
import { desktopQuery, layoutSizes } from '../shared/layout.constants';
import { LayoutLogo } from '../shared/LayoutLogo';
import { HeaderActions, HeaderBar, Spacer } from '../shared/shared.styles';
import {
  Content,
  DashboardHeaderOffset,
  DashboardRoot,
  Main,
  NavToggle,
  SideNav,
  TopNav,
} from './DashboardLayout.styles';
import { lazyNamed } from '../../utils/lazyNamed';

// The phone's drawer (a native <dialog> with the vertical navigation) is a module of its own: a
// desktop never loads it; on a phone its download starts with the layout's code, and it is
// mounted closed as soon as it is here, so the menu button opens it at once (the browser does it
// by itself). A press before it has arrived opens it as it arrives.
const loadMobileNav = () => import('./DashboardMobileNav');
if (
  typeof window !== 'undefined' &&
  window.matchMedia &&
  !window.matchMedia(desktopQuery).matches
) {
  void loadMobileNav();
}
const DashboardMobileNav = lazyNamed(loadMobileNav, 'DashboardMobileNav');
// The desktop navigation loads only where it is shown (from the lg breakpoint): a phone's
// first load carries none of it. On a desktop screen its download starts with the layout's
// code, not at the first render. Its boxes have fixed sizes, so it appears without moving the
// content.
const loadDesktopNav = () => import('./DashboardDesktopNav');
if (typeof window !== 'undefined' && window.matchMedia?.(desktopQuery).matches) {
  void loadDesktopNav();
}
const DashboardDesktopNav = lazyNamed(loadDesktopNav, 'DashboardDesktopNav');

export interface DashboardLayoutProps {
  /** Navigation groups of the dashboard. */
  navData: readonly NavGroupData[];
  /** Pathname of the current route. */
  currentPath: string;
  /** Link component of the app's router; a plain anchor by default. */
  LinkComponent?: NavLinkComponent;
  /** Role of the signed-in user (items with `roles` are filtered); `admin` by default. */
  currentRole?: string;
  /** Logo content; the Finfree logo by default. */
  logo?: ReactNode;
  /** Header slot: language popover. */
  languagePopover?: ReactNode;
  /** Header slot: settings button (e.g. `<SettingsButton />`). */
  settingsButton?: ReactNode;
  /** Header slot: account popover. */
  accountPopover?: ReactNode;
  /** Extra content at the start of the header (e.g. a search). */
  headerStart?: ReactNode;
  /** Content max width in px when not stretched. Default 1200. */
  contentMaxWidth?: number;
  /** Page content. */
  children?: ReactNode;
}

/**
 * The signed-in layout: header (64/80 px, glass once scrolled) with menu button, language,
 * settings and account slots; navigation vertical (280), mini (88) or horizontal following
 * `settings.themeLayout`, with a vertical ⇄ mini toggle on desktop and a 260 px drawer on
 * mobile; content limited to `contentMaxWidth` unless stretch is on (effective above 1600 px).
 */
export function DashboardLayout({
  navData,
  currentPath,
  LinkComponent = DefaultLink,
  currentRole,
  logo,
  languagePopover,
  settingsButton,
  accountPopover,
  headerStart,
  contentMaxWidth = layoutSizes.contentMaxWidth,
  children,
}: DashboardLayoutProps) {
  const { themeLayout, themeStretch, setLayout } = useSettings();
  const text = useUiText();
  const isDesktop = useMediaQuery(desktopQuery);
  const scrolled = useScrolled(0);
  const drawer = useNavDialog(currentPath);
  const main = useRef<HTMLElement>(null);
  const navProps = { data: navData, currentPath, LinkComponent, currentRole };
  const layout = isDesktop ? themeLayout : 'mobile';
  const showHeaderLogo = !isDesktop || themeLayout === 'horizontal';

  return (
    <DashboardRoot
      data-component="DashboardLayout"
      data-layout={layout}
      data-stretch={String(themeStretch)}
      style={{ '--content-max-width': `${contentMaxWidth}px` } as CSSProperties}
    >
      <DashboardHeaderOffset>
        <HeaderBar data-part="Header" data-scrolled={String(scrolled)}>
          {!isDesktop ? (
            <IconButton aria-label={text.nav.open} {...drawer.opener}>
              <Menu aria-hidden="true" />
            </IconButton>
          ) : null}
          {showHeaderLogo ? (
            <LayoutLogo
              logo={logo}
              LinkComponent={LinkComponent}
              variant={isDesktop ? 'full' : 'mark'}
            />
          ) : null}
          {headerStart}
          <Spacer />
          <HeaderActions data-part="HeaderActions">
            {languagePopover}
            {settingsButton}
            {accountPopover}
          </HeaderActions>
        </HeaderBar>
      </DashboardHeaderOffset>

      {isDesktop && themeLayout === 'horizontal' ? (
        <TopNav data-part="TopNav">
          <Suspense fallback={null}>
            <DashboardDesktopNav variant="horizontal" {...navProps} />
          </Suspense>
        </TopNav>
      ) : null}

      {isDesktop && themeLayout !== 'horizontal' ? (
        <SideNav data-part="SideNav" data-variant={themeLayout}>
          <div data-part="NavLogo">
            <LayoutLogo
              logo={logo}
              LinkComponent={LinkComponent}
              variant={themeLayout === 'mini' ? 'mark' : 'full'}
            />
          </div>
          <NavToggle
            type="button"
            aria-label={themeLayout === 'mini' ? text.nav.expand : text.nav.collapse}
            aria-expanded={themeLayout === 'vertical'}
            onClick={() => setLayout(themeLayout === 'mini' ? 'vertical' : 'mini')}
          >
            <ChevronLeft aria-hidden="true" />
          </NavToggle>
          <div data-part="NavScroll">
            <Suspense fallback={null}>
              <DashboardDesktopNav
                variant={themeLayout === 'mini' ? 'mini' : 'vertical'}
                {...navProps}
              />
            </Suspense>
          </div>
        </SideNav>
      ) : null}

      {!isDesktop ? (
        <Suspense
          fallback={
            drawer.open ? <NavigationProgressBar active label={text.common.loading} /> : null
          }
        >
          <DashboardMobileNav
            control={drawer}
            logo={<LayoutLogo logo={logo} LinkComponent={LinkComponent} />}
            navProps={navProps}
            navigationFocusRef={main}
          />
        </Suspense>
      ) : null}

      <Main ref={main} data-part="Main">
        <Content data-part="Content">{children}</Content>
      </Main>
    </DashboardRoot>
  );
}
