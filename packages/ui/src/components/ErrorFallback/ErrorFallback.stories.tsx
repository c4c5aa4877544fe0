import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorFallback } from './ErrorFallback';

const meta = {
  title: 'Feedback/ErrorFallback',
  component: ErrorFallback,
  args: { error: new Error('Unable to load the trades'), onRetry: fn() },
} satisfies Meta<typeof ErrorFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await expect(alert).toHaveTextContent('Unable to load the trades');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined, error: 'Network unreachable' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network unreachable');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
