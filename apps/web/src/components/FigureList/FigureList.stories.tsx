import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FigureList } from './FigureList';

const meta = {
  title: 'App/FigureList',
  component: FigureList,
  args: {
    items: [
      { label: 'Win rate', value: '62%' },
      { label: 'Trades', value: '48' },
      { label: 'Net R', value: '+18.4R' },
      { label: 'Avg R', value: '+0.38R' },
    ],
  },
} satisfies Meta<typeof FigureList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four headline figures: two a row on a phone, four a row from `md`. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(4);
    await expect(canvas.getByText('+18.4R')).toBeVisible();
  },
};

/** A figure still loading: a placeholder stands in and the list is busy. */
export const Loading: Story = {
  args: {
    items: [
      { label: 'Win rate', value: '62%' },
      { label: 'Trades', value: null },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toHaveAttribute('aria-busy', 'true');
  },
};
