import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { tradeOpen, tradePending, tradeWin } from '../../stories/fixtures';
import { errorHandlers, loadingHandlers } from '../../stories/handlers';
import { screenSetup, type ScreenParameters } from '../../stories/ScreenDecorator';
import { TradeDetail } from './TradeDetail';

const screen: ScreenParameters = { path: '/dashboard/trades', auth: 'member' };

const meta = {
  title: 'Screens/Trades/Trade detail',
  component: TradeDetail,
  tags: ['!autodocs'],
  ...screenSetup,
  parameters: { screen },
  args: { id: tradeWin.id },
} satisfies Meta<typeof TradeDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A closed winning trade: prices, take-profits hit, analysis and the update log. */
export const ClosedWin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'EURUSD' })).toBeVisible();
    await expect(canvas.getByText('Win')).toBeVisible();
    await expect(canvas.getByText('TP1 (50%)')).toBeVisible();
    await expect(canvas.getByText('+1.50')).toBeVisible();
    const updates = canvas.getByRole('region', { name: 'Updates' });
    await expect(within(updates).getAllByRole('listitem')).toHaveLength(5);
    // Analysis is plain text, line breaks kept.
    await expect(canvas.getByText(/Buying the retest of 1\.0840/)).toBeVisible();
  },
};

/** A pending trade seen by a member: the entry zone is shown as a range. */
export const PendingEntryZone: Story = {
  args: { id: tradePending.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'XAUUSD' })).toBeVisible();
    await expect(canvas.getByText('Pending')).toBeVisible();
    await expect(canvas.getByText('2,641.5 – 2,645')).toBeVisible();
  },
};

/** An open trade seen by a non-member: locked, prices hidden, an invitation to subscribe. */
export const LockedForNonMember: Story = {
  args: { id: tradeOpen.id },
  parameters: { screen: { ...screen, auth: 'nonMember' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'GBPJPY' })).toBeVisible();
    await expect(canvas.getAllByText('Members only').length).toBeGreaterThanOrEqual(1);
    await expect(canvas.queryByText('198.45')).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Analysis' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      '/dashboard/pricing',
    );
  },
};

/** Waiting for the API. */
export const Loading: Story = {
  parameters: { screen: { ...screen, handlers: loadingHandlers } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

/** The API fails: an error with a retry that asks again. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { screen: { ...screen, handlers: errorHandlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: 'Try again' });
    await expect(
      canvas.getByText('An unexpected error happened on our side. Try again in a moment.'),
    ).toBeVisible();
    await userEvent.click(retry);
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
