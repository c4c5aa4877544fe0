import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { tradeOpen, tradePending } from '../../../stories/fixtures';
import { notificationHandlers } from '../../../stories/notificationHandlers';
import { screenStory, type ScreenParameters } from '../../../stories/ScreenDecorator';
import { SnoozeControl } from './SnoozeControl';

const screenOf = (snoozes: { tradeId: string; until: string | null }[] = []): ScreenParameters => ({
  path: '/snooze',
  auth: 'member',
  bundles: ['session'],
  handlers: notificationHandlers(undefined, undefined, { snoozes }),
});

const meta = {
  title: 'Trades/SnoozeControl',
  component: SnoozeControl,
  tags: ['!autodocs'],
  args: { trade: tradeOpen },
  ...screenStory(screenOf(), 'padded'),
} satisfies Meta<typeof SnoozeControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: a small "Snooze alerts" button; it shows the durations, and Escape hides them. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Snooze alerts of GBPJPY' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '1 hour' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveFocus();
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};

/** Open: 1 hour, 4 hours, until it closes; choosing 4 hours shows until when, in local time. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const menu = await within(canvasElement).findByRole('group', {
      name: 'Snooze alerts of GBPJPY',
    });
    const items = within(menu).getAllByRole('button');
    await expect(items.map((item) => item.textContent)).toEqual([
      '1 hour',
      '4 hours',
      'Until it closes',
    ]);
    await userEvent.click(items[1]!);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Alerts snoozed until \d/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resume alerts of GBPJPY' })).toBeEnabled();
  },
};

/** Snoozed until the trade closes: "Resume alerts" brings the menu back. */
export const Snoozed: Story = {
  args: { trade: tradePending },
  parameters: { screen: screenOf([{ tradeId: tradePending.id, until: null }]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Alerts snoozed until it closes')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resume alerts of XAUUSD' }));
    await expect(
      await canvas.findByRole('button', { name: 'Snooze alerts of XAUUSD' }),
    ).toBeVisible();
  },
};
