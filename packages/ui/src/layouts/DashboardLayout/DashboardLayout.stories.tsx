import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  CurrentPath,
  MemoryLink,
  MemoryRouter,
  dashboardNav,
} from '../../components/NavSection/storyRouter';
import { SettingsDrawer } from '../../components/SettingsDrawer';
import type { Settings } from '../../settings/config';
import {
  ApplySettings,
  DemoPage,
  dashboardHeaderSlots,
  layoutViewports,
} from '../shared/storyFixtures';
import { DashboardLayout } from './DashboardLayout';

interface DemoProps {
  /** Starting route. */
  initialPath?: string;
  /** Settings applied when the story starts. */
  settings?: Partial<Settings>;
  /** Role of the demo user. */
  currentRole?: string;
}

function Demo({ initialPath = '/dashboard', settings, currentRole = 'admin' }: DemoProps) {
  return (
    <MemoryRouter initialPath={initialPath}>
      {({ path, navigate }) => (
        <>
          <ApplySettings settings={settings} />
          <DashboardLayout
            navData={dashboardNav}
            currentPath={path}
            LinkComponent={MemoryLink}
            currentRole={currentRole}
            {...dashboardHeaderSlots({
              onLanguage: () => navigate('/dashboard/one'),
              onLogout: () => navigate('/'),
            })}
          >
            <DemoPage title="Overview">
              <CurrentPath />
            </DemoPage>
          </DashboardLayout>
          <SettingsDrawer showPresets />
        </>
      )}
    </MemoryRouter>
  );
}

const meta = {
  title: 'Layouts/DashboardLayout',
  // The docs page shows the layout's own props; the stories render it inside a demo app.
  // Typed as the story's arguments: the demo app supplies the layout's required props.
  component: DashboardLayout as unknown as ComponentType<DemoProps>,
  render: (args) => <Demo {...args} />,
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: 640 } },
    viewport: { options: layoutViewports },
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<DemoProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const part = (name: string) =>
  document.querySelector<HTMLElement>(`[data-component="DashboardLayout"] [data-part="${name}"]`);
const width = (el: Element | null) => el?.getBoundingClientRect().width ?? 0;

export const Vertical: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('vertical nav 280 px and an 80 px header on desktop', async () => {
      // The navigation's code loads after the layout's, on desktop screens only.
      await canvas.findByRole('navigation');
      await expect(width(part('SideNav'))).toBe(280);
      await expect(part('Header')?.getBoundingClientRect().height).toBe(80);
      await expect(canvas.queryByRole('button', { name: 'Open navigation' })).toBeNull();
    });
    await step('content is limited to 1200 px', async () => {
      await expect(width(part('Content'))).toBeLessThanOrEqual(1200);
    });
    await step('the side button toggles vertical ⇄ mini', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Collapse navigation' }));
      await waitFor(() => expect(width(part('SideNav'))).toBe(88));
      // The mini form's code loads when it is first used.
      await waitFor(() =>
        expect(document.querySelector('[data-component="NavSectionMini"]')).not.toBeNull(),
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Expand navigation' }));
      await waitFor(() => expect(width(part('SideNav'))).toBe(280));
      await expect(document.querySelector('[data-component="NavSectionVertical"]')).not.toBeNull();
    });
    await step('the nav drives the route', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Affiliates' }));
      await expect(canvas.getByTestId('current-path')).toHaveTextContent('/dashboard/affiliates');
    });
  },
};

export const Mini: Story = {
  args: { settings: { themeLayout: 'mini' } },
  play: async () => {
    await waitFor(() => expect(width(part('SideNav'))).toBe(88));
    await expect(await screen.findByRole('navigation')).toHaveAttribute(
      'data-component',
      'NavSectionMini',
    );
  },
};

export const Horizontal: Story = {
  args: { settings: { themeLayout: 'horizontal' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(part('TopNav')).not.toBeNull());
    await expect(part('SideNav')).toBeNull();
    // Dropdowns open on hover and close on route change.
    await userEvent.hover(canvas.getByRole('button', { name: 'Admin' }));
    const menu = await screen.findByRole('group', { name: 'Admin' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Payouts' }));
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/dashboard/group/six');
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Admin' })).toBeNull());
  },
};

export const VerticalRtl: Story = {
  name: 'Vertical — RTL',
  globals: { direction: 'rtl' },
  play: async () => {
    // The side nav sits on the inline-start side: the right edge in RTL.
    await waitFor(() =>
      expect(part('SideNav')?.getBoundingClientRect().right).toBe(window.innerWidth),
    );
  },
};

export const MiniRtl: Story = {
  name: 'Mini — RTL',
  globals: { direction: 'rtl' },
  args: { settings: { themeLayout: 'mini' } },
};

export const HorizontalRtl: Story = {
  name: 'Horizontal — RTL',
  globals: { direction: 'rtl' },
  args: { settings: { themeLayout: 'horizontal' } },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(part('Header')?.getBoundingClientRect().height).toBe(64);
    await expect(part('SideNav')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    await expect(width(drawer)).toBe(260);
    await userEvent.click(within(drawer).getByRole('link', { name: /Trades/ }));
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/dashboard/trades');
    // The drawer closes on route change, focus going to the new page.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};

/** Escape closes the drawer and focus returns to the menu button. */
export const MobileEscape: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const menuButton = within(canvasElement).getByRole('button', { name: 'Open navigation' });
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await expect(menuButton).toHaveAttribute('aria-controls', drawer.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(menuButton).toHaveFocus());
  },
};

export const MobileRtl: Story = {
  name: 'Mobile — RTL',
  globals: { direction: 'rtl', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    await waitFor(() => expect(drawer.getBoundingClientRect().right).toBe(window.innerWidth));
  },
};

export const StretchBelow1600: Story = {
  name: 'Stretch — ignored at 1440 px',
  args: { settings: { themeStretch: true } },
  play: async () => {
    await waitFor(() =>
      expect(part('Content')?.closest('[data-stretch]')).toHaveAttribute('data-stretch', 'true'),
    );
    await expect(width(part('Content'))).toBeLessThanOrEqual(1200);
  },
};

/** Storybook resizes the canvas to the story's viewport after the story starts: wait for it. */
const wideViewport = () =>
  waitFor(() => expect(window.innerWidth).toBeGreaterThan(1600), { timeout: 5000 });

export const StretchAbove1600: Story = {
  name: 'Stretch — effective at 1728 px',
  args: { settings: { themeStretch: true } },
  globals: { viewport: { value: 'wide', isRotated: false } },
  play: async () => {
    await wideViewport();
    await waitFor(() => expect(width(part('Content'))).toBe(window.innerWidth - 280));
  },
};

export const NotStretchedWide: Story = {
  name: 'Not stretched at 1728 px',
  globals: { viewport: { value: 'wide', isRotated: false } },
  play: async () => {
    await wideViewport();
    await waitFor(() => expect(width(part('Content'))).toBe(1200));
  },
};

export const GlassOnScroll: Story = {
  name: 'Glass header on scroll',
  play: async () => {
    const header = part('Header') as HTMLElement;
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    window.scrollTo({ top: 400 });
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'true'));
    await expect(getComputedStyle(header).backdropFilter).toBe('blur(20px)');
    window.scrollTo({ top: 0 });
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'false'));
  },
};

export const SettingsLive: Story = {
  name: 'Settings drawer — live',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Settings' }));
    const drawer = await screen.findByRole('dialog', { name: 'Settings' });
    const inDrawer = within(drawer);
    await step('layout follows the drawer', async () => {
      await userEvent.click(inDrawer.getByRole('radio', { name: 'Horizontal' }));
      await waitFor(() => expect(part('TopNav')).not.toBeNull());
      await userEvent.click(inDrawer.getByRole('radio', { name: 'Mini' }));
      await waitFor(() => expect(width(part('SideNav'))).toBe(88));
    });
    await step('mode and direction apply live', async () => {
      await userEvent.click(inDrawer.getByRole('radio', { name: 'Light' }));
      await expect(document.documentElement).toHaveAttribute('data-mode', 'light');
      await userEvent.click(inDrawer.getByRole('radio', { name: 'Right to left' }));
      await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    });
    await step('reset brings the defaults back', async () => {
      await userEvent.click(inDrawer.getByRole('button', { name: 'Reset settings' }));
      await waitFor(() => expect(width(part('SideNav'))).toBe(280));
      await expect(document.documentElement).toHaveAttribute('dir', 'ltr');
      await expect(inDrawer.getByRole('button', { name: 'Reset settings' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    });
  },
};

export const RoleUser: Story = {
  name: 'Roles — user',
  args: { currentRole: 'user' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Admin' })).toBeNull();
  },
};
