import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { adminScreen } from '../../stories/adminHandlers';
import { paginate } from '../../stories/fixtures';
import { api, apiError, failing, loading } from '../../stories/handlers';
import { screenStory } from '../../stories/ScreenDecorator';
import { DisputesPage } from './DisputesPage';

const path = '/dashboard/group/disputes';
const admin = adminScreen(path);

const meta = {
  title: 'Screens/Admin/Disputes',
  component: DisputesPage,
  tags: ['!autodocs'],
  ...screenStory(admin),
} satisfies Meta<typeof DisputesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every dispute: member, amount, reason, evidence deadline (overdue marked), status, opened. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Disputes' });
    await expect(await within(table).findByText('ines.moreau@example.com')).toBeVisible();
    await expect(within(table).getByText('Needs response')).toBeVisible();
    await expect(within(table).getByText('Overdue')).toBeVisible();
    await expect(within(table).getByText('Fraudulent')).toBeVisible();
    await expect(within(table).getByText('$520.00')).toBeVisible();
  },
};

/** A row opens its detail: facts and the timeline, with dates. */
export const Detail: Story = {
  parameters: { screen: { ...admin, path: `${path}?dispute=dsp_3` } },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Dispute' });
    const timeline = await within(drawer).findByRole('list');
    await expect(within(timeline).getByText('Dispute opened')).toBeVisible();
    await expect(within(timeline).getByText('Updated: Under review')).toBeVisible();
    await expect(within(drawer).queryByRole('button', { name: 'Restore access' })).toBeNull();
  },
};

/** A won dispute whose member lost access: restoring it, confirmed first. */
export const Restore: Story = {
  parameters: { screen: { ...admin, path: `${path}?dispute=dsp_2` } },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Dispute' });
    await expect(await within(drawer).findByText('Funds reinstated')).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Restore access' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Restore the access of Lucas Martin?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Restore access' }));
    await expect(
      await screen.findByText('The access of Lucas Martin is restored.'),
    ).toBeInTheDocument();
  },
};

/** The server refuses (the dispute is no longer won): its reason in the dialog. */
export const RestoreRefused: Story = {
  parameters: {
    screen: adminScreen(
      `${path}?dispute=dsp_2`,
      http.post(api('/admin/disputes/:id/restore-access'), () =>
        apiError(409, 'Only a won dispute gives the member their access back'),
      ),
    ),
  },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Dispute' });
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Restore access' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Restore the access of Lucas Martin?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Restore access' }));
    // The dialog may still be fading in when the refusal arrives: visible once it has.
    const refusal = await within(confirm).findByText(
      'Only a won dispute gives the member their access back',
    );
    await waitFor(() => expect(refusal).toBeVisible());
  },
};

/** Filtered by status. */
export const FilteredByStatus: Story = {
  parameters: { screen: { ...admin, path: `${path}?status=won` } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Disputes' });
    await expect(await within(table).findByText('Won')).toBeVisible();
    await expect(within(table).queryByText('Lost')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { screen: adminScreen(path, loading('get', '/admin/disputes')) },
};

export const Empty: Story = {
  parameters: {
    screen: adminScreen(
      path,
      http.get(api('/admin/disputes'), () => HttpResponse.json(paginate([]))),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'No disputes — when a member’s bank disputes a payment it appears here.',
      ),
    ).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { screen: adminScreen(path, failing('get', '/admin/disputes')) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Try again' }),
    ).toBeVisible();
  },
};

export const Arabic: Story = {
  parameters: { screen: { ...admin, language: 'ar' } },
  globals: { direction: 'rtl' },
};

export const DetailArabic: Story = {
  parameters: { screen: { ...admin, path: `${path}?dispute=dsp_2`, language: 'ar' } },
  globals: { direction: 'rtl' },
};
