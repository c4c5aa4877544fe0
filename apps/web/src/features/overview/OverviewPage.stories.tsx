import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { errorHandlers, loadingHandlers } from '../../stories/handlers';
import {
  desktopGlobals,
  desktopViewport,
  screenSetup,
  type ScreenParameters,
} from '../../stories/ScreenDecorator';
import { OverviewPage } from './OverviewPage';

const member: ScreenParameters = { path: '/dashboard', layout: 'dashboard', auth: 'member' };

const meta = {
  title: 'Screens/Overview',
  component: OverviewPage,
  tags: ['!autodocs'],
  ...screenSetup,
  parameters: {
    layout: 'fullscreen',
    screen: member,
  },
} satisfies Meta<typeof OverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member with an active subscription, in the dashboard layout. */
export const Member: Story = {
  // The desktop navigation: ≥ 1200 px, wider than the canvas of a 1440 px window.
  globals: desktopGlobals,
  parameters: { viewport: desktopViewport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Hello, Amira Haddad' }),
    ).toBeVisible();
    await expect(canvas.getByText(/^Pro — renews on/)).toBeVisible();
    await expect(await canvas.findByText('69%')).toBeVisible();
    await expect(canvas.getByText('2.31')).toBeVisible();
    const chart = await canvas.findByRole('figure', { name: 'Equity curve (R)' });
    await expect(chart).toBeVisible();
    // The canvas is not readable: a text summary describes the curve.
    await expect(
      await within(chart).findByText(
        /^Cumulative result: [+-]?[\d.,]+ R after \d+ closed trades\.$/,
      ),
    ).toBeInTheDocument();
    // A light line first; the interactive chart (axes, cursor readout) once pointed at.
    await expect(chart.querySelector('svg path')).not.toBeNull();
    await expect(chart.querySelector('canvas')).toBeNull();
    await userEvent.hover(chart);
    await waitFor(() =>
      expect(
        canvas.getByRole('figure', { name: 'Equity curve (R)' }).querySelector('canvas'),
      ).not.toBeNull(),
    );
    // The latest trades load when near the screen: their table may come after the chart.
    const latest = await canvas.findByRole('table', { name: 'Latest trades' });
    await expect(await within(latest).findByText('EURUSD')).toBeVisible();
    await expect(canvas.getByText('$127.40')).toBeVisible();
    // The member's own navigation, without the admins' Management group.
    await expect(canvas.getByRole('link', { name: 'Trades' })).toHaveAttribute(
      'href',
      '/dashboard/trades',
    );
    await expect(canvas.queryByRole('link', { name: 'Members' })).toBeNull();
  },
};

/** Signed in without a subscription: invited to subscribe; open trades come locked. */
export const NonMember: Story = {
  parameters: { screen: { ...member, auth: 'nonMember' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Hello, Lucas Martin' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'You are not subscribed. Subscribe to see open trades as they are published.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/dashboard/pricing',
    );
  },
};

/** The API has not answered yet: skeletons and a busy table. */
export const Loading: Story = {
  parameters: { screen: { ...member, handlers: loadingHandlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    // The table loads when it comes on screen.
    canvas.getByRole('heading', { name: 'Latest trades' }).scrollIntoView();
    await expect(await canvas.findByRole('table', { name: 'Latest trades' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByText('69%')).toBeNull();
  },
};

/** The API fails (a server error, not the connection): each part says so and offers a retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { screen: { ...member, handlers: errorHandlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The latest trades' table loads when it comes on screen.
    (await canvas.findByRole('heading', { name: 'Latest trades' })).scrollIntoView();
    await waitFor(() =>
      expect(
        canvas.getAllByText('An unexpected error happened on our side. Try again in a moment.'),
      ).toHaveLength(4),
    );
    // The statistics, the equity curve (not a skeleton forever), the balance, the latest trades.
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(4);
    await expect(canvas.queryByText(/Check your connection/)).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Hello');
  },
};
