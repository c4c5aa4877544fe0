import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { adminScreen } from '../../stories/adminHandlers';
import { http } from 'msw';
import { api, apiError, failing, loading } from '../../stories/handlers';
import { screenStory } from '../../stories/ScreenDecorator';
import { MembersPage } from './MembersPage';

const path = '/dashboard/group';
const admin = adminScreen(path);

const meta = {
  title: 'Screens/Admin/Members',
  component: MembersPage,
  tags: ['!autodocs'],
  ...screenStory(admin),
} satisfies Meta<typeof MembersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every member with role, status, plan and subscription state; a detail with history. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Members' });
    await expect(await within(table).findByText('grace.hopper@example.com')).toBeInTheDocument();
    await expect(within(table).getAllByText('Disabled')[0]).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'View Grace Hopper' }));
    const drawer = await screen.findByRole('dialog', { name: 'Member' });
    await expect(await within(drawer).findByText('180 · 14 · 6')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Enable account' }));
    const confirm = await screen.findByRole('dialog', { name: /Enable account — Grace Hopper/ });
    await expect(within(confirm).getByText(/grace.hopper@example.com/)).toBeInTheDocument();
  },
};

/**
 * The list follows the search while the admin types (no Enter, no leaving the field), so the row
 * pressed next is one of the search's.
 */
export const SearchAsYouType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Members' });
    await expect(await within(table).findByText('grace.hopper@example.com')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').length;
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'grace');
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeLessThan(rows));
    await userEvent.click(within(table).getByRole('button', { name: 'View Grace Hopper' }));
    await expect(await screen.findByRole('dialog', { name: 'Member' })).toBeInTheDocument();
  },
};

/** The admin's own row: no demoting or disabling oneself. */
export const Self: Story = {
  parameters: { screen: { ...admin, path: '/dashboard/group?member=usr_admin_01' } },
};

export const Loading: Story = {
  parameters: { screen: adminScreen(path, loading('get', '/users')) },
};

export const Error: Story = {
  parameters: { screen: adminScreen(path, failing('get', '/users')) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Try again' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { screen: { ...admin, path: '/dashboard/group?q=nobody' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No member matches these filters.'),
    ).toBeVisible();
  },
};

export const Arabic: Story = {
  parameters: { screen: { ...admin, language: 'ar' } },
  globals: { direction: 'rtl' },
};

const memberPath = '/dashboard/group?member=usr_member_01';

/** Opens the refund dialog of the member's last paid order. */
async function openRefund() {
  const drawer = await screen.findByRole('dialog', { name: 'Member' });
  await userEvent.click(
    await within(drawer).findByRole('button', {
      name: 'Refund the payment of $49.00 on Nov 1, 2026',
    }),
  );
  return screen.findByRole('dialog', { name: 'Refund a payment' });
}

/** The member's orders: partial and full refunds with their reasons; a refund per paid order. */
export const Refunds: Story = {
  parameters: { screen: { ...admin, path: memberPath } },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Member' });
    await expect(await within(drawer).findByText(/Refunded \$15\.00/)).toBeVisible();
    await expect(
      await within(drawer).findByText(/Charged during the outage of 30 September/),
    ).toBeVisible();
    await expect(
      within(drawer).getByRole('link', { name: 'See the disputes of Amira Haddad' }),
    ).toHaveAttribute('href', '/dashboard/group/disputes?userId=usr_member_01');
  },
};

/** The refund dialog, filled with what is left to refund. */
export const RefundDialog: Story = {
  parameters: { screen: { ...admin, path: memberPath } },
  play: async () => {
    const dialog = await openRefund();
    await expect(within(dialog).getByLabelText(/^Amount \(USD\)/)).toHaveValue('49.00');
    await expect(
      within(dialog).getByRole('radio', { name: 'Keep access to the end of the period' }),
    ).toBeChecked();
    await expect(within(dialog).getByRole('button', { name: 'Refund $49.00' })).toBeInTheDocument();
  },
};

/** Too much, and no reason: said at the fields, nothing sent. */
export const RefundValidation: Story = {
  parameters: { screen: { ...admin, path: memberPath } },
  play: async () => {
    const dialog = await openRefund();
    const amount = within(dialog).getByLabelText(/^Amount \(USD\)/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '60');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await expect(await within(dialog).findByText('At most $49.00 can be refunded.')).toBeVisible();
    await expect(within(dialog).getByText('Use 3 to 500 characters.')).toBeVisible();
  },
};

/** The provider refuses: the server's reason in the dialog. */
export const RefundServerError: Story = {
  parameters: {
    screen: adminScreen(
      memberPath,
      http.post(api('/admin/orders/:id/refunds'), () =>
        apiError(502, 'The payment provider refused the refund: try again later'),
      ),
    ),
  },
  play: async () => {
    const dialog = await openRefund();
    const amount = within(dialog).getByLabelText(/^Amount \(USD\)/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '10.50');
    await userEvent.type(
      within(dialog).getByLabelText(/^Reason/),
      'Goodwill after a billing error',
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: 'End access now' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $10.50' }));
    await expect(
      await within(dialog).findByText('The payment provider refused the refund: try again later'),
    ).toBeVisible();
  },
};

/** A refund done: a message, the dialog closed. */
export const RefundDone: Story = {
  parameters: { screen: { ...admin, path: memberPath } },
  play: async () => {
    const dialog = await openRefund();
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Charged twice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $49.00' }));
    await expect(await screen.findByText('$49.00 refunded to Amira Haddad.')).toBeInTheDocument();
  },
};

/** The refund dialog in Arabic, right to left. */
export const RefundDialogArabic: Story = {
  parameters: { screen: { ...admin, path: memberPath, language: 'ar' } },
  globals: { direction: 'rtl' },
  play: async () => {
    const drawer = await screen.findByRole('dialog');
    const buttons = await within(drawer).findAllByRole('button', { name: /استرداد دفعة/ });
    await userEvent.click(buttons[0]!);
  },
};
