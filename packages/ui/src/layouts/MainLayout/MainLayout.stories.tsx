import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CurrentPath, MemoryLink, MemoryRouter } from '../../components/NavSection/storyRouter';
import { SettingsButton, SettingsDrawer } from '../../components/SettingsDrawer';
import { DemoPage, publicNav } from '../shared/storyFixtures';
import { MainLayout } from './MainLayout';
import { closeWithEscape, expectClosed, expectFocusWithin } from '../../stories/overlays';
import { atViewport, layoutParameters } from '../../stories/layoutStories';

function Footer() {
  return (
    <footer
      style={{
        padding: '32px 40px',
        borderTop: '1px dashed var(--ff-divider)',
        color: 'var(--ff-text-secondary)',
        fontSize: 14,
      }}
    >
      Finfree — Join a community of the financially free.
    </footer>
  );
}

/** The header in an element of its own (as a page's script takes it over), with a given id. */
const ownElement = (header: React.ReactNode) => (
  <div data-testid="header-element" style={{ display: 'contents' }}>
    {header}
  </div>
);

function Demo({ initialPath = '/', wrapped = false }: { initialPath?: string; wrapped?: boolean }) {
  return (
    <MemoryRouter initialPath={initialPath}>
      {({ path }) => (
        <>
          <MainLayout
            navItems={publicNav}
            currentPath={path}
            LinkComponent={MemoryLink}
            headerActions={<SettingsButton />}
            footer={<Footer />}
            {...(wrapped ? { wrapHeader: ownElement, drawerId: 'site-navigation' } : {})}
          >
            <div style={{ padding: '40px 24px', maxWidth: 1200, margin: '0 auto', width: '100%' }}>
              <DemoPage title="Join a community of the financially free">
                <CurrentPath />
              </DemoPage>
            </div>
          </MainLayout>
          <SettingsDrawer showPresets />
        </>
      )}
    </MemoryRouter>
  );
}

const meta = {
  title: 'Layouts/MainLayout',
  component: Demo,
  parameters: layoutParameters,
  globals: atViewport('desktop'),
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas, step }) => {
    await step('logo links home; Sign Up goes to the registration page', async () => {
      await expect(canvas.getByRole('link', { name: 'Finfree home' })).toHaveAttribute('href', '/');
      await expect(canvas.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
        'href',
        '/auth/jwt/register',
      );
    });
    await step('top navigation follows the route', async () => {
      const nav = canvas.getByRole('navigation', { name: 'Primary' });
      for (const title of ['Home', 'Pricing', 'About us', 'Contact us', 'Sign In']) {
        await expect(within(nav).getByRole('link', { name: title })).toBeVisible();
      }
      await userEvent.click(within(nav).getByRole('link', { name: 'Pricing' }));
      await expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
    await step('dropdowns open on hover and close on route change', async () => {
      await userEvent.hover(canvas.getByRole('button', { name: 'Legal' }));
      const menu = await screen.findByRole('group', { name: 'Legal' });
      await userEvent.click(within(menu).getByRole('link', { name: 'Risk warning' }));
      await expect(canvas.getByTestId('current-path')).toHaveTextContent('/risk-warning');
      await waitFor(() => expect(screen.queryByRole('group', { name: 'Legal' })).toBeNull());
    });
  },
};

export const DesktopRtl: Story = {
  name: 'Desktop — RTL',
  globals: { direction: 'rtl' },
};

export const Mobile: Story = {
  globals: atViewport('phone'),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Primary' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    await expect(drawer.getBoundingClientRect().width).toBe(260);
    await userEvent.click(within(drawer).getByRole('link', { name: 'Contact us' }));
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/contact-us');
    await expectClosed('dialog');
  },
};

/**
 * The drawer by keyboard (its code loads on the first press): focus moves into it, Escape
 * gives it back to the menu button, and a followed link leaves it on the page's main region.
 */
export const MobileKeyboard: Story = {
  globals: atViewport('phone'),
  play: async ({ canvas, step }) => {
    const menuButton = canvas.getByRole('button', { name: 'Open navigation' });
    await step('Enter opens it, focus inside; the button controls it', async () => {
      menuButton.focus();
      await userEvent.keyboard('{Enter}');
      const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
      await expectFocusWithin(drawer);
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await expect(menuButton).toHaveAttribute('aria-controls', drawer.id);
    });
    await step('Escape closes it and focus returns to the menu button', async () => {
      await closeWithEscape('dialog');
      await waitFor(() => expect(menuButton).toHaveFocus());
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(menuButton).not.toHaveAttribute('aria-controls');
    });
    await step('the close button does the same', async () => {
      await userEvent.keyboard('{Enter}');
      const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
      await userEvent.click(within(drawer).getByRole('button', { name: 'Close navigation' }));
      await expectClosed('dialog');
      await waitFor(() => expect(menuButton).toHaveFocus());
    });
    await step('a followed link moves focus to the main region', async () => {
      await userEvent.keyboard('{Enter}');
      const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
      within(drawer).getByRole('link', { name: 'About us' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByTestId('current-path')).toHaveTextContent('/about-us');
      await expectClosed('dialog');
      await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
    });
  },
};

/**
 * The header wrapped in an element of its own (`wrapHeader`, which takes no box) with a given
 * drawer id (`drawerId`): the same layout, the menu button controls that id, and a followed
 * link still leaves focus on the layout's main region.
 */
export const MobileHeaderWrapped: Story = {
  args: { wrapped: true },
  globals: atViewport('phone'),
  play: async ({ canvas }) => {
    const element = canvas.getByTestId('header-element');
    await expect(element).toContainElement(canvas.getByRole('button', { name: 'Open navigation' }));
    await expect(getComputedStyle(element).display).toBe('contents');
    const menuButton = canvas.getByRole('button', { name: 'Open navigation' });
    await userEvent.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    await expect(drawer).toHaveAttribute('id', 'site-navigation');
    await expect(menuButton).toHaveAttribute('aria-controls', 'site-navigation');
    within(drawer).getByRole('link', { name: 'About us' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/about-us');
    await expectClosed('dialog');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};

export const MobileRtl: Story = {
  name: 'Mobile — RTL',
  globals: { direction: 'rtl', ...atViewport('phone') },
};
