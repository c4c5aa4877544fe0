import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RCurveChart } from './RCurveChart';

const meta = {
  title: 'Trades/RCurveChart',
  component: RCurveChart,
  args: {
    values: [2, 1, 0, 3, 3, 2, 3, 1, 3, 2.5, 4, 5],
    variant: 'equity',
    label: 'Equity curve (R)',
    summary: 'Cumulative result: +5 R after 13 closed trades.',
  },
} satisfies Meta<typeof RCurveChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cumulative-R curve. */
export const Equity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Equity curve (R)' })).toBeVisible();
    await expect(canvas.getByText(/after 13 closed trades/)).toBeInTheDocument();
  },
};

/** The drawdown below the high-water mark, hanging from zero. */
export const Drawdown: Story = {
  args: {
    values: [0, 1, 2, 0, 0, 1, 0, 2, 0, 0.5, 0, 0],
    variant: 'drawdown',
    label: 'Drawdown (R)',
    summary: 'Largest drawdown: 2 R.',
  },
  play: async ({ canvasElement }) => {
    const figure = canvasElement.querySelector('figure');
    await expect(figure).toHaveAttribute('data-variant', 'drawdown');
    // The deepest point (2 R) is at the bottom of the chart.
    const d = figure?.querySelector('path[data-part="line"]')?.getAttribute('d') ?? '';
    await expect(d).toContain(',192.0');
  },
};
