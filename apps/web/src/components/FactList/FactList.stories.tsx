import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Fact, FactList } from './FactList';

const meta = {
  title: 'App/FactList',
  component: FactList,
} satisfies Meta<typeof FactList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A trade's levels: each label at the start of its row, its value at the end. */
export const TradeLevels: Story = {
  render: () => (
    <FactList aria-label="Levels">
      <Fact label="Entry">1.08500 – 1.08600</Fact>
      <Fact label="Stop loss">1.08000</Fact>
      <Fact label="TP1 (50%)">1.09500 ✓</Fact>
    </FactList>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(3);
    await expect(canvas.getByText('1.09500 ✓')).toBeVisible();
  },
};
