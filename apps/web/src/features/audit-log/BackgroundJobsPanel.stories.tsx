import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, delay, http } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import { adminScreen } from '../../stories/adminHandlers';
import { api, failing, loading } from '../../stories/handlers';
import { screenStory } from '../../stories/ScreenDecorator';
import { BackgroundJobsPanel } from './BackgroundJobsPanel';

const path = '/dashboard/group/audit-log';
const panel = (...first: Parameters<typeof adminScreen>[1][]) => ({
  ...adminScreen(path, ...first),
  layout: 'none' as const,
});

const meta = {
  title: 'Screens/Admin/Background jobs',
  component: BackgroundJobsPanel,
  tags: ['!autodocs'],
  ...screenStory(panel(), 'padded'),
} satisfies Meta<typeof BackgroundJobsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each queue's depth, and the failed jobs with their last error; Retry queues one again. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const queues = await canvas.findByRole('table', { name: 'Job queues' });
    await expect(await within(queues).findByText('auth.taken-notice')).toBeVisible();
    const failed = canvas.getByRole('table', { name: 'Failed jobs' });
    await expect(within(failed).getByText('connect ECONNREFUSED 10.0.0.5:587')).toBeVisible();
    await userEvent.click(
      within(failed).getByRole('button', { name: 'Retry the failed auth.reset-email job' }),
    );
    await expect(
      await screen.findByText('The auth.reset-email job is queued again.'),
    ).toBeInTheDocument();
  },
};

/** While a retry is on its way, every Retry button waits. */
export const Retrying: Story = {
  parameters: {
    screen: panel(
      http.post(api('/admin/jobs/:queue/:id/retry'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const failed = await within(canvasElement).findByRole('table', { name: 'Failed jobs' });
    const button = await within(failed).findByRole('button', {
      name: 'Retry the failed auth.reset-email job',
    });
    await userEvent.click(button);
    await expect(button).toBeDisabled();
    await expect(
      within(failed).getByRole('button', { name: 'Retry the failed auth.taken-notice job' }),
    ).toBeDisabled();
  },
};

/** The retry is refused (the job is no longer failed): an error toast. */
export const RetryRefused: Story = {
  parameters: { screen: panel(failing('post', '/admin/jobs/:queue/:id/retry', 409)) },
  play: async ({ canvasElement }) => {
    const failed = await within(canvasElement).findByRole('table', { name: 'Failed jobs' });
    await userEvent.click(
      await within(failed).findByRole('button', { name: 'Retry the failed auth.reset-email job' }),
    );
    await expect(await screen.findByText('Request failed')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { screen: panel(loading('get', '/admin/jobs')) },
};

/** Every queue empty, nothing failed. */
export const NoFailedJobs: Story = {
  parameters: {
    screen: panel(
      http.get(api('/admin/jobs'), () =>
        HttpResponse.json({
          queues: [{ name: 'auth.reset-email', queued: 0, active: 0, failed: 0 }],
          failed: [],
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No failed jobs')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { screen: panel(failing('get', '/admin/jobs')) },
};

export const French: Story = {
  parameters: { screen: { ...panel(), language: 'fr' } },
};

export const Arabic: Story = {
  globals: { direction: 'rtl' },
  parameters: { screen: { ...panel(), language: 'ar' } },
};
