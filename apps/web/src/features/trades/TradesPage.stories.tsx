import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, screen, userEvent, waitFor, within } from 'storybook/test';
import { tradeHistory } from '../../stories/fixtures';
import { emptyHandlers, errorHandlers, tradesHandlers } from '../../stories/handlers';
import { screenSetup, type ScreenParameters } from '../../stories/ScreenDecorator';
import { TradesPage } from './TradesPage';

const member: ScreenParameters = {
  path: '/dashboard/trades',
  layout: 'dashboard',
  auth: 'member',
};

const meta = {
  title: 'Screens/Trades',
  component: TradesPage,
  tags: ['!autodocs'],
  ...screenSetup,
  parameters: {
    layout: 'fullscreen',
    screen: member,
  },
} satisfies Meta<typeof TradesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member sees every trade with its prices. */
export const Member: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Trades' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Trades' });
    await expect(await within(table).findByRole('button', { name: 'View GBPJPY' })).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(within(table).getByText('198.45')).toBeVisible();
    await expect(canvas.queryByText('Members only')).toBeNull();
  },
};

/** The "Alerts" column loads on first use (a pointer over the page), for live trades only. */
export const AlertsColumn: Story = {
  name: 'Alerts column',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Trades' });
    await within(table).findByRole('button', { name: 'View GBPJPY' });
    await expect(within(table).queryByRole('columnheader', { name: 'Alerts' })).toBeNull();
    fireEvent.pointerOver(table);
    await expect(
      await within(table).findByRole('columnheader', { name: 'Alerts' }),
    ).toBeInTheDocument();
    await within(table).findByRole('button', { name: 'Snooze alerts of GBPJPY' });
    await waitFor(() =>
      expect(within(table).getAllByRole('button', { name: /^Snooze alerts of/ })).toHaveLength(2),
    );
  },
};

/** A non-member: open and pending trades are locked and the page invites to subscribe. */
export const LockedNonMember: Story = {
  name: 'Locked (non-member)',
  parameters: { screen: { ...member, auth: 'nonMember' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Trades' });
    await expect(await within(table).findAllByText('Members only')).toHaveLength(2);
    await expect(within(table).queryByText('198.45')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      '/dashboard/pricing',
    );
  },
};

/** No trade matches. */
export const Empty: Story = {
  parameters: { screen: { ...member, handlers: emptyHandlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No trades match these filters.')).toBeVisible();
  },
};

/** The list fails to load: an error with a retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { screen: { ...member, handlers: errorHandlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('An unexpected error happened on our side. Try again in a moment.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Filters live in the URL: choosing "Closed" lists the closed trades only. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Trades' });
    await within(table).findByRole('button', { name: 'View EURUSD' });
    await userEvent.selectOptions(canvas.getByLabelText('Filter by status'), 'closed');
    await waitFor(() => expect(within(table).queryByText('GBPJPY')).toBeNull());
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};

/** 23 trades: ten a page; the page lives in the URL. */
export const Paginated: Story = {
  parameters: { screen: { ...member, handlers: tradesHandlers(tradeHistory(23)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Trades' });
    await within(table).findAllByRole('button', { name: /^View / });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Choosing a trade opens its details in a drawer. */
export const DetailDrawerOpen: Story = {
  name: 'Detail drawer open',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'View EURUSD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trade details' });
    await expect(await within(dialog).findByRole('heading', { name: 'EURUSD' })).toBeVisible();
    await expect(within(dialog).getByRole('heading', { name: 'Analysis' })).toBeVisible();
    await expect(within(dialog).getByText(/Daily demand zone held/)).toBeVisible();
    await expect(within(dialog).getByText('1.0812')).toBeVisible();
    await expect(within(dialog).getByText('TP2 (50%)')).toBeVisible();
  },
};

/** A member opens a live trade: the risk calculator sizes it. */
export const RiskCalculatorInDrawer: Story = {
  name: 'Risk calculator (open trade)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'View GBPJPY' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trade details' });
    await expect(
      await within(dialog).findByRole('heading', { name: 'Risk calculator' }),
    ).toBeVisible();
    // GBPJPY has no dollar side: the calculator says why it does not size it.
    await expect(within(dialog).getByText(/its pip value needs a third rate/)).toBeVisible();
    await expect(within(dialog).getByLabelText('Account size')).toHaveValue('10000');
  },
};

/** The Performance tab: figures greyed on a small sample, curves, monthly grid, breakdowns. */
export const Performance: Story = {
  parameters: { screen: { ...member, path: '/dashboard/trades?view=performance' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tab = await canvas.findByRole('tab', { name: 'Performance' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByText('Payoff ratio')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Equity curve (R)' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Drawdown (R)' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Monthly R' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'By asset class' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Largest drawdowns' })).toBeVisible();
    // Back to the list with the keyboard.
    await userEvent.click(canvas.getByRole('tab', { name: 'Trades' }));
    await expect(await canvas.findByRole('table', { name: 'Trades' })).toBeVisible();
  },
};

/** The Performance tab before any trade closed. */
export const PerformanceEmpty: Story = {
  name: 'Performance (empty)',
  parameters: {
    screen: { ...member, path: '/dashboard/trades?view=performance', handlers: emptyHandlers },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/No closed trade yet/)).toBeVisible();
  },
};

/** The Performance tab when the statistics cannot load: a retry. */
export const PerformanceError: Story = {
  name: 'Performance (error)',
  parameters: {
    screen: { ...member, path: '/dashboard/trades?view=performance', handlers: errorHandlers },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The Performance tab in Arabic, right to left. */
export const PerformanceArabic: Story = {
  name: 'Performance (Arabic)',
  parameters: {
    screen: { ...member, path: '/dashboard/trades?view=performance', language: 'ar' },
  },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('نسبة الربح إلى الخسارة')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'R الشهري' })).toBeVisible();
  },
};
