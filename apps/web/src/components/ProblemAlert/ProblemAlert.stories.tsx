import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProblemAlert } from './ProblemAlert';

const meta = {
  title: 'App/ProblemAlert',
  component: ProblemAlert,
  args: { problem: 'The server could not save the plan. Try again.' },
} satisfies Meta<typeof ProblemAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dialog's or form's failure, announced as an alert. */
export const Problem: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/could not save/);
  },
};

/** With a heading. */
export const WithTitle: Story = {
  args: { title: 'Publishing failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Publishing failed');
  },
};

/** Nothing without a problem. */
export const NoProblem: Story = {
  args: { problem: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};
