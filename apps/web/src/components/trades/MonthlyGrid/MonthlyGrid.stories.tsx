import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tradePerformance } from '../../../stories/fixtures';
import { loadScreenLanguage } from '../../../stories/ScreenDecorator';
import { MonthlyGrid } from './MonthlyGrid';

const meta = {
  title: 'Trades/MonthlyGrid',
  component: MonthlyGrid,
  loaders: [loadScreenLanguage],
  args: { monthly: tradePerformance.monthly },
} satisfies Meta<typeof MonthlyGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two years: a month without trades, losing and winning months, yearly totals. */
export const TwoYears: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Monthly R' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(within(rows[1] as HTMLElement).getByRole('rowheader')).toHaveTextContent('2025');
    await expect(within(rows[1] as HTMLElement).getByText('+3.0')).toHaveAttribute(
      'data-tone',
      'positive',
    );
    await expect(within(rows[1] as HTMLElement).getByText('-2.0')).toHaveAttribute(
      'data-tone',
      'negative',
    );
    await expect(within(rows[1] as HTMLElement).getByText('+4.0')).toHaveAttribute(
      'data-part',
      'total',
    );
  },
};
