import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tradePerformance } from '../../../stories/fixtures';
import { loadScreenLanguage } from '../../../stories/ScreenDecorator';
import { PerformanceFigures } from './PerformanceFigures';

const meta = {
  title: 'Trades/PerformanceFigures',
  component: PerformanceFigures,
  loaders: [loadScreenLanguage],
  args: { performance: tradePerformance },
} satisfies Meta<typeof PerformanceFigures>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 13 trades: every figure is greyed and names its sample size. */
export const SmallSample: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const payoff = canvas.getByText('Payoff ratio').closest('div');
    await expect(payoff).toHaveAttribute('data-sample', 'small');
    await expect(within(payoff as HTMLElement).getByText('1.91')).toBeVisible();
    await expect(within(payoff as HTMLElement).getByText('Small sample (n = 12)')).toBeVisible();
    await expect(canvas.getByText('+5.00 R')).toBeVisible();
  },
};

/** Enough trades, and fewer than 12 months: Sharpe and Sortino wait. */
export const EnoughTrades: Story = {
  args: {
    performance: {
      ...tradePerformance,
      expectancy: { value: 0.46, trades: 52, smallSample: false },
      sharpe: { value: null, trades: 52, smallSample: false },
      sortino: { value: null, trades: 52, smallSample: false },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expectancy = canvas.getByText('Expectancy').closest('div');
    await expect(expectancy).toHaveAttribute('data-sample', 'enough');
    await expect(within(expectancy as HTMLElement).getByText('n = 52')).toBeVisible();
    const sharpe = canvas.getByText('Sharpe ratio').closest('div');
    await expect(within(sharpe as HTMLElement).getByText('—')).toBeVisible();
    await expect(
      within(sharpe as HTMLElement).getByText('Shown from 12 months of history'),
    ).toBeVisible();
  },
};
