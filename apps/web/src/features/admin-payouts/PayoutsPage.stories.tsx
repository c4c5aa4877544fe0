import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import { adminScreen } from '../../stories/adminHandlers';
import { paginate } from '../../stories/fixtures';
import { api, apiError, failing } from '../../stories/handlers';
import { screenStory } from '../../stories/ScreenDecorator';
import { PayoutsPage } from './PayoutsPage';

const path = '/dashboard/group/six';
const admin = adminScreen(path);

const meta = {
  title: 'Screens/Admin/Payouts',
  component: PayoutsPage,
  tags: ['!autodocs'],
  ...screenStory(admin),
} satisfies Meta<typeof PayoutsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The queue with its totals; only the allowed decisions are offered. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Withdrawals, oldest first' });
    await expect((await canvas.findAllByText('$125.00'))[0]).toBeInTheDocument();
    await userEvent.click(
      await within(table).findByRole('button', { name: 'Reject $125.00 for Amira Haddad' }),
    );
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByText('PayPal: ada.payouts@example.com')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(within(dialog).getByText('Give the member a reason.')).toBeInTheDocument();
  },
};

/** Someone decided first: the 409 is explained and the queue reloads. */
export const Conflict: Story = {
  parameters: {
    screen: adminScreen(
      path,
      http.patch(api('/payments/withdrawals/:id'), () =>
        apiError(409, 'Withdrawal is not pending'),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Approve $125.00 for Amira Haddad' }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await expect(
      await within(dialog).findByText(
        /Someone changed this meanwhile \(Withdrawal is not pending\)/,
      ),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: {
    screen: adminScreen(
      path,
      http.get(api('/payments/withdrawals'), () => HttpResponse.json(paginate([]))),
    ),
  },
};

export const Error: Story = {
  parameters: {
    screen: adminScreen(path, failing('get', '/payments/withdrawals')),
  },
};

export const French: Story = {
  parameters: { screen: { ...admin, language: 'fr' } },
};
