import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Alert, alertSeverities, alertVariants } from './Alert';
import { optionArgTypes } from '../../stories/controls';

const meta = {
  title: 'Primitives/Alert',
  component: Alert,
  args: { children: 'Your withdrawal is being processed.', severity: 'info' },
  argTypes: optionArgTypes({ severity: alertSeverities, variant: alertVariants }),
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your withdrawal is being processed.',
    );
  },
};

const AllSeverities: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {alertVariants.map((variant) =>
        alertSeverities.map((severity) => (
          <Alert key={`${variant}-${severity}`} {...args} variant={variant} severity={severity}>
            {variant} {severity}
          </Alert>
        )),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    // Errors and warnings interrupt; info and success wait.
    await expect(canvas.getAllByRole('alert')).toHaveLength(2 * alertVariants.length);
    await expect(canvas.getAllByRole('status')).toHaveLength(2 * alertVariants.length);
  },
};

export const Severities: Story = { ...AllSeverities };
export const SeveritiesLight: Story = { ...AllSeverities, globals: { mode: 'light' } };

export const WithTitleAndAction: Story = {
  args: {
    severity: 'error',
    title: 'Could not load your trades',
    children: 'Check your connection and try again.',
    action: (
      <Button size="small" color="inherit" variant="outlined" onClick={fn()}>
        Retry
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByText('Could not load your trades')).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Closable: Story = {
  args: { severity: 'success', onClose: fn(), children: 'Saved.' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { severity: 'warning', children: 'تحذير', onClose: fn(), closeLabel: 'إغلاق' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    const close = within(alert).getByRole('button', { name: 'إغلاق' });
    await expect(close.getBoundingClientRect().left).toBeLessThan(
      alert.getBoundingClientRect().left + alert.getBoundingClientRect().width / 2,
    );
  },
};
