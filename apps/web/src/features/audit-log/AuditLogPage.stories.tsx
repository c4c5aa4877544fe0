import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { adminScreen } from '../../stories/adminHandlers';
import { paginate } from '../../stories/fixtures';
import { api, failing, loading } from '../../stories/handlers';
import { screenStory } from '../../stories/ScreenDecorator';
import { AuditLogPage } from './AuditLogPage';

const path = '/dashboard/group/audit-log';
const admin = adminScreen(path);

const meta = {
  title: 'Screens/Admin/Audit log',
  component: AuditLogPage,
  tags: ['!autodocs'],
  ...screenStory(admin),
} satisfies Meta<typeof AuditLogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who did what to which record, and the change. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Audit log' });
    await expect(await within(table).findByText('Withdrawal rejected')).toBeVisible();
    await expect(within(table).getByText(/status: pending → rejected/)).toBeVisible();
  },
};

/** The market outlook's actions: labelled, and a family of the action filter. */
export const OutlookPosts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Audit log' });
    await expect(await within(table).findByText('Outlook post published')).toBeVisible();
    await expect(within(table).getByText('Outlook post post_week47')).toBeVisible();
    const filter = canvas.getByLabelText('Action');
    for (const label of [
      'Every Outlook post action',
      'Outlook post created',
      'Outlook post edited',
      'Outlook post published',
      'Outlook post scheduled',
      'Outlook post unpublished',
      'Outlook post deleted',
    ])
      await expect(within(filter).getByRole('option', { name: label })).toBeInTheDocument();
  },
};

/** Filtered to one family of actions. */
export const FilteredByAction: Story = {
  parameters: { screen: { ...admin, path: '/dashboard/group/audit-log?action=plan' } },
};

export const Loading: Story = {
  parameters: {
    screen: adminScreen(path, loading('get', '/admin/audit-log')),
  },
};

export const Empty: Story = {
  parameters: {
    screen: adminScreen(
      path,
      http.get(api('/admin/audit-log'), () => HttpResponse.json(paginate([]))),
    ),
  },
};

export const Error: Story = {
  parameters: {
    screen: adminScreen(path, failing('get', '/admin/audit-log')),
  },
};

export const French: Story = {
  parameters: { screen: { ...admin, language: 'fr' } },
};
