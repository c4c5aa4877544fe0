import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { adminScreen } from '../../stories/adminHandlers';
import { failing, loading } from '../../stories/handlers';
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
