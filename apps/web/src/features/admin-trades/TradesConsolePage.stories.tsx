import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { adminScreen } from '../../stories/adminHandlers';
import { emptyHandlers, failing } from '../../stories/handlers';
import { screenStory } from '../../stories/ScreenDecorator';
import { TradesConsolePage } from './TradesConsolePage';

const path = '/dashboard/group/five';
const admin = adminScreen(path);

const meta = {
  title: 'Screens/Admin/Trades console',
  component: TradesConsolePage,
  tags: ['!autodocs'],
  ...screenStory(admin),
} satisfies Meta<typeof TradesConsolePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every trade, all statuses. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Trades console' });
    await expect(await within(table).findByRole('button', { name: 'Manage GBPJPY' })).toBeVisible();
  },
};

/** Publishing: the allocations must add up to 100 %, with a live preview of R. */
export const PublishValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Publish a trade' }));
    const form = await screen.findByRole('dialog', { name: 'Publish a trade' });
    const f = within(form);
    await userEvent.type(f.getByLabelText('Symbol'), 'EURUSD');
    await userEvent.type(f.getByLabelText('Entry price'), '1.085');
    await userEvent.type(f.getByLabelText('Stop loss'), '1.082');
    await userEvent.type(f.getByLabelText('TP1 price'), '1.091');
    await userEvent.clear(f.getByLabelText('TP1 allocation'));
    await userEvent.type(f.getByLabelText('TP1 allocation'), '60');
    await expect(f.getByText('60 pips · +2.00 R · 60 %')).toBeVisible();
    await userEvent.click(f.getByRole('button', { name: 'Publish' }));
    await expect(f.getByText('Allocations must add up to 100 % (now 60 %).')).toBeVisible();
  },
};

/** A pending trade: activate, move the stop, cancel or note — no close yet. */
export const ManagePending: Story = {
  parameters: { screen: { ...admin, path: '/dashboard/group/five?trade=trd_xauusd_pending' } },
};

/** A closed trade: its result and history in words. */
export const ManageClosed: Story = {
  parameters: { screen: { ...admin, path: '/dashboard/group/five?trade=trd_eurusd_win' } },
};

export const Empty: Story = {
  parameters: { screen: adminScreen(path, ...emptyHandlers) },
};

export const Error: Story = {
  parameters: { screen: adminScreen(path, failing('get', '/trades')) },
};

export const Arabic: Story = {
  parameters: { screen: { ...admin, language: 'ar' } },
  globals: { direction: 'rtl' },
};
