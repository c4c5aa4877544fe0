import { Stack, Typography } from '@finfree/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { RoleGuard } from '../auth/guards';
import {
  desktopGlobals,
  desktopViewport,
  screenSetup,
  type ScreenParameters,
} from '../stories/ScreenDecorator';

/** A stand-in page, so each story is about the layout route and its guard. */
function SamplePage({ title = 'Sample page' }: { title?: string }) {
  return (
    <Stack gap={2} style={{ padding: 24 }}>
      <Typography variant="h4" as="h1">
        {title}
      </Typography>
      <Typography color="textSecondary">The page of the route renders here.</Typography>
    </Stack>
  );
}

const meta = {
  title: 'Screens/Layout routes',
  component: SamplePage,
  tags: ['!autodocs'],
  ...screenSetup,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SamplePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The public site: navigation, Sign Up (carrying a referral code) and the footer. */
export const MainLayout: Story = {
  // The desktop navigation: ≥ 1200 px, wider than the canvas of a 1440 px window.
  globals: desktopGlobals,
  parameters: {
    viewport: desktopViewport,
    screen: { path: '/privacy-statement?ref=FRIEND10', layout: 'main' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sample page' })).toBeVisible();
    const nav = canvas.getAllByRole('navigation', { name: 'Primary' })[0]!;
    await expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(canvas.getAllByRole('link', { name: 'Sign Up' })[0]).toHaveAttribute(
      'href',
      '/auth/jwt/register?ref=FRIEND10',
    );
    await expect(canvas.getByRole('link', { name: 'Risk warning' })).toHaveAttribute(
      'href',
      '/risk-warning',
    );
  },
};

/** The language menu switches the whole site to French. */
export const LanguageSwitch: Story = {
  parameters: { screen: { path: '/', layout: 'main' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Language: English' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Français' }));
    await expect(
      await canvas.findByRole('button', { name: 'Langue: Français' }),
    ).toBeInTheDocument();
    await expect(canvas.getAllByRole('link', { name: "S'inscrire" })[0]).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'fr'));
  },
};

/** A guest opening a dashboard page is sent to sign-in with `returnTo`. */
export const AuthGuardRedirect: Story = {
  name: 'Auth guard: guest redirected',
  parameters: {
    screen: { path: '/dashboard/trades', layout: 'dashboard', auth: 'guest' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('story-location')).toHaveTextContent(
      '/auth/jwt/login?returnTo=%2Fdashboard%2Ftrades',
    );
  },
};

/** A member opening sign-in is sent on to `returnTo` (same-origin paths only). */
export const GuestGuardRedirect: Story = {
  name: 'Guest guard: member redirected',
  parameters: {
    screen: {
      path: '/auth/jwt/login?returnTo=%2Fdashboard%2Ftrades',
      layout: 'auth',
      auth: 'member',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('story-location')).toHaveTextContent(
      /^\/dashboard\/trades$/,
    );
  },
};

/** The dashboard shell; Logout in the account menu signs out and goes home. */
export const DashboardLogout: Story = {
  args: { title: 'Overview' },
  parameters: {
    screen: { path: '/dashboard', layout: 'dashboard', auth: 'member' } satisfies ScreenParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Account: Amira Haddad' }));
    await expect(await screen.findByText(/amira\.haddad@example\.com/)).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByTestId('story-location')).toHaveTextContent(/^\/$/);
  },
};

/** Management pages are for admins: a member gets the 403 page. */
export const RoleGuardForbidden: Story = {
  name: 'Role guard: member forbidden',
  render: (args) => (
    <RoleGuard roles={['admin']}>
      <SamplePage {...args} />
    </RoleGuard>
  ),
  args: { title: 'Members' },
  parameters: {
    screen: { path: '/dashboard/group', layout: 'dashboard', auth: 'member' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('story-location')).toHaveTextContent(/^\/403$/);
  },
};

/** …and an admin gets the page. */
export const RoleGuardAdmin: Story = {
  name: 'Role guard: admin allowed',
  // The desktop navigation: ≥ 1200 px, wider than the canvas of a 1440 px window.
  globals: desktopGlobals,
  render: RoleGuardForbidden.render,
  args: { title: 'Members' },
  parameters: {
    viewport: desktopViewport,
    screen: { path: '/dashboard/group', layout: 'dashboard', auth: 'admin' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
    // The desktop navigation loads after the layout.
    await expect(await canvas.findByRole('link', { name: 'Trades console' })).toBeVisible();
  },
};
