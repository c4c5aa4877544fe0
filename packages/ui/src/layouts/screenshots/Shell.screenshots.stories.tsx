import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { screen } from 'storybook/test';
import { MemoryLink, MemoryRouter, dashboardNav } from '../../components/NavSection/storyRouter';
import { SettingsDrawer } from '../../components/SettingsDrawer';
import { useSettings } from '../../settings/useSettings';
import { DashboardLayout } from '../DashboardLayout';
import { dashboardHeaderSlots, layoutViewports } from '../shared/storyFixtures';
import { matchScreenshot } from './matchScreenshot';
import { atViewport } from '../../stories/layoutStories';

function OpenSettings() {
  const { open, onToggle } = useSettings();
  useEffect(() => {
    if (!open) onToggle();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on mount
  }, []);
  return null;
}

const tile = {
  borderRadius: 16,
  padding: 24,
  background: 'var(--ff-background-paper)',
  boxShadow: 'var(--ff-shadow-card)',
} as const;

/** A fixed, timestamp-free dashboard for the reference screenshots. */
function Shell({ drawerOpen = false }: { drawerOpen?: boolean }) {
  return (
    <MemoryRouter initialPath="/dashboard/group/five">
      {({ path }) => (
        <>
          <DashboardLayout
            navData={dashboardNav}
            currentPath={path}
            LinkComponent={MemoryLink}
            {...dashboardHeaderSlots()}
          >
            <h1 style={{ margin: '0 0 24px', fontSize: '1.5rem' }}>Trades console</h1>
            <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(3, 1fr)' }}>
              {['Win rate 62.5%', 'Total pips +1,240', 'Open trades 3'].map((text) => (
                <p key={text} style={{ ...tile, margin: 0 }}>
                  {text}
                </p>
              ))}
            </div>
          </DashboardLayout>
          <SettingsDrawer />
          {drawerOpen ? <OpenSettings /> : null}
        </>
      )}
    </MemoryRouter>
  );
}

const meta = {
  title: 'Layouts/Screenshots',
  component: Shell,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen', viewport: { options: layoutViewports } },
  globals: atViewport('desktop'),
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

const layoutRoot = () =>
  document.querySelector('[data-component="DashboardLayout"]') as HTMLElement;

function dashboard(mode: 'dark' | 'light', direction: 'ltr' | 'rtl'): Story {
  return {
    name: `Dashboard — ${mode} ${direction}`,
    globals: { mode, direction },
    play: async () => {
      // The side navigation loads after the layout (on desktop screens only): wait for it.
      await screen.findByRole('navigation');
      await matchScreenshot(layoutRoot(), `dashboard-${mode}-${direction}`);
    },
  };
}

function drawer(mode: 'dark' | 'light', direction: 'ltr' | 'rtl'): Story {
  return {
    name: `Settings drawer — ${mode} ${direction}`,
    args: { drawerOpen: true },
    globals: { mode, direction },
    play: async () => {
      const dialog = await screen.findByRole('dialog', { name: 'Settings' });
      await matchScreenshot(dialog, `settings-drawer-${mode}-${direction}`);
    },
  };
}

export const DashboardDarkLtr = dashboard('dark', 'ltr');
export const DashboardDarkRtl = dashboard('dark', 'rtl');
export const DashboardLightLtr = dashboard('light', 'ltr');
export const DashboardLightRtl = dashboard('light', 'rtl');
export const SettingsDrawerDarkLtr = drawer('dark', 'ltr');
export const SettingsDrawerDarkRtl = drawer('dark', 'rtl');
export const SettingsDrawerLightLtr = drawer('light', 'ltr');
export const SettingsDrawerLightRtl = drawer('light', 'rtl');
