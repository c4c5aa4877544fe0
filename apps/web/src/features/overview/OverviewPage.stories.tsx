import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { api, errorHandlers, loadingHandlers } from '../../stories/handlers';
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

/** What the snooze route received from the overview: a trade and a duration per request. */
const snoozeRequests: { tradeId: string; for: string }[] = [];
// Records each snooze, then lets the stories' snooze handlers answer it (a resolver that
// returns nothing hands the request to the next handler).
const recordSnoozes = http.put(
  api('/notifications/snoozes/:tradeId'),
  async ({ request, params }) => {
    const body = (await request.clone().json()) as { for: string };
    snoozeRequests.push({ tradeId: String(params.tradeId), for: body.for });
  },
);

/**
 * The latest trades' "Alerts" column loads on the first pointer over their card, for live trades
 * (pending, open) only; snoozing one from there asks the snooze route.
 */
export const AlertsColumn: Story = {
  name: 'Alerts column',
  globals: desktopGlobals,
  parameters: { viewport: desktopViewport, screen: { ...member, handlers: [recordSnoozes] } },
  beforeEach: () => {
    snoozeRequests.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Latest trades' });
    await within(table).findByText('GBPJPY');
    await expect(within(table).queryByRole('columnheader', { name: 'Alerts' })).toBeNull();
    fireEvent.pointerOver(table);
    await expect(
      await within(table).findByRole('columnheader', { name: 'Alerts' }),
    ).toBeInTheDocument();
    // The pending XAUUSD and the open GBPJPY; nothing for the closed trades.
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('button', { name: /^Snooze alerts of/ })
          .map((button) => button.getAttribute('aria-label')),
      ).toEqual(['Snooze alerts of XAUUSD', 'Snooze alerts of GBPJPY']),
    );
    await userEvent.click(within(table).getByRole('button', { name: 'Snooze alerts of GBPJPY' }));
    const choices = within(table).getByRole('group', { name: 'Snooze alerts of GBPJPY' });
    await userEvent.click(within(choices).getByRole('button', { name: '1 hour' }));
    await expect(await within(table).findByText(/^Alerts snoozed until \d/)).toBeVisible();
    await expect(snoozeRequests).toEqual([{ tradeId: 'trd_gbpjpy_open', for: '1h' }]);
    await expect(
      within(table).getByRole('button', { name: 'Resume alerts of GBPJPY' }),
    ).toBeEnabled();
  },
};

/** In Arabic, right to left, on a phone: the column loads when the keyboard reaches the card. */
export const AlertsColumnArabic: Story = {
  name: 'Alerts column (Arabic)',
  globals: { direction: 'rtl' },
  parameters: { screen: { ...member, language: 'ar' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    (await canvas.findByRole('heading', { name: 'أحدث الصفقات' })).scrollIntoView();
    const table = await canvas.findByRole('table', { name: 'أحدث الصفقات' });
    await within(table).findByText('GBPJPY');
    canvas.getByRole('link', { name: 'عرض كل الصفقات' }).focus();
    await expect(
      await within(table).findByRole('columnheader', { name: 'التنبيهات' }),
    ).toBeInTheDocument();
    await userEvent.click(
      await within(table).findByRole('button', { name: 'تأجيل التنبيهات لصفقة XAUUSD' }),
    );
    await expect(
      within(table).getByRole('group', { name: 'تأجيل التنبيهات لصفقة XAUUSD' }),
    ).toBeVisible();
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
