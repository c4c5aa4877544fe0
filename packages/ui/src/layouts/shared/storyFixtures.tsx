// Story/test fixtures only (not exported from the package).
import { House, Languages, UserRound } from 'lucide-react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { AccountPopover } from '../../components/AccountPopover';
import { IconButton } from '../../components/IconButton';
import { MemoryLink } from '../../components/NavSection/storyRouter';
import { SettingsButton } from '../../components/SettingsDrawer';
import type { NavItemData } from '../../components/NavSection/types';
import type { Settings } from '../../settings/config';
import { useSettings } from '../../settings/useSettings';

/** Storybook viewports used by the layout stories (also picked up by the Vitest addon). */
export const layoutViewports = {
  phone: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet 900', styles: { width: '900px', height: '1000px' }, type: 'tablet' },
  desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
  wide: { name: 'Wide 1728', styles: { width: '1728px', height: '1000px' }, type: 'desktop' },
} as const;

/** The public top navigation of the app. */
export const publicNav: NavItemData[] = [
  { title: 'Home', path: '/' },
  { title: 'Pricing', path: '/pricing' },
  { title: 'About us', path: '/about-us' },
  { title: 'Contact us', path: '/contact-us' },
  {
    title: 'Legal',
    path: '/legal',
    children: [
      { title: 'Privacy statement', path: '/privacy-statement' },
      { title: 'Risk warning', path: '/risk-warning' },
    ],
  },
  { title: 'Sign In', path: '/auth/jwt/login' },
];

/** Links of the account menu. */
export const accountLinks = [
  { label: 'Home', href: '/', icon: <House aria-hidden="true" /> },
  { label: 'Account', href: '/dashboard/one', icon: <UserRound aria-hidden="true" /> },
];

/** A deterministic avatar image (no network). */
export const demoPhoto =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#078DEE"/><circle cx="20" cy="16" r="7" fill="#fff"/><rect x="8" y="26" width="24" height="14" rx="7" fill="#fff"/></svg>',
  );

/**
 * The dashboard header's actions for a story: a language button, the settings button and the
 * demo user's account menu (links through the memory router).
 */
export function dashboardHeaderSlots({
  onLanguage,
  onLogout,
}: {
  /** What the language button does; none by default. */
  onLanguage?: () => void;
  /** What "Logout" does; nothing by default. */
  onLogout?: () => void;
} = {}) {
  return {
    languagePopover: (
      <IconButton aria-label="Language" onClick={onLanguage}>
        <Languages aria-hidden="true" />
      </IconButton>
    ),
    settingsButton: <SettingsButton />,
    accountPopover: (
      <AccountPopover
        user={{ name: 'Amira Haddad', email: 'amira@finfree.app', photoURL: demoPhoto }}
        links={accountLinks}
        LinkComponent={MemoryLink}
        onLogout={onLogout ?? (() => undefined)}
      />
    ),
  };
}

/** Applies settings once before paint (stories start in a given layout). */
export function ApplySettings({ settings }: { settings?: Partial<Settings> }) {
  const { onUpdateFields } = useSettings();
  const applied = useRef(false);
  useLayoutEffect(() => {
    if (applied.current || !settings) return;
    applied.current = true;
    onUpdateFields(settings);
  }, [onUpdateFields, settings]);
  return null;
}

const card = {
  borderRadius: 16,
  padding: 24,
  background: 'var(--ff-background-paper)',
  boxShadow: 'var(--ff-shadow-card)',
  color: 'var(--ff-text-primary)',
} as const;

/** Placeholder page content with enough height to scroll. */
export function DemoPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <h1 style={{ margin: 0, fontSize: '1.5rem' }}>{title}</h1>
      {children}
      <div
        style={{
          display: 'grid',
          gap: 24,
          gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
        }}
      >
        {['Win rate', 'Total pips', 'Open trades'].map((label, index) => (
          <section key={label} style={card} aria-label={label}>
            <p style={{ margin: 0, fontSize: 14, color: 'var(--ff-text-secondary)' }}>{label}</p>
            <p style={{ margin: '8px 0 0', fontSize: 28, fontWeight: 700 }}>
              {['62.5%', '+1,240', '3'][index]}
            </p>
          </section>
        ))}
      </div>
      <section style={{ ...card, minHeight: 900 }} aria-label="Latest trades">
        <h2 style={{ margin: 0, fontSize: '1.125rem' }}>Latest trades</h2>
        <p style={{ color: 'var(--ff-text-secondary)' }}>
          Scroll the page: the header turns to glass once the content moves under it.
        </p>
      </section>
    </div>
  );
}
