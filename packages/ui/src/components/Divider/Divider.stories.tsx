import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Divider, dividerOrientations, dividerTextAligns, dividerVariants } from './Divider';
import { optionArgTypes } from '../../stories/controls';
import { inFrame } from '../../stories/storyDecorators';

const meta = {
  title: 'Primitives/Divider',
  component: Divider,
  argTypes: optionArgTypes({
    orientation: dividerOrientations,
    textAlign: dividerTextAligns,
    variant: dividerVariants,
  }),
  decorators: [inFrame({ width: 320 })],
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const divider = canvas.getByRole('separator');
    await expect(divider).toHaveAttribute('aria-orientation', 'horizontal');
    await expect(getComputedStyle(divider).borderBottomWidth).toBe('1px');
  },
};

export const Vertical: Story = {
  render: () => (
    <div style={{ display: 'flex', height: 40, gap: 8 }}>
      <span>Buy</span>
      <Divider orientation="vertical" />
      <span>Sell</span>
    </div>
  ),
  play: async ({ canvas }) => {
    const divider = canvas.getByRole('separator');
    await expect(divider).toHaveAttribute('aria-orientation', 'vertical');
    await expect(divider.getBoundingClientRect().height).toBe(40);
  },
};

export const WithText: Story = {
  args: { children: 'OR' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('separator')).toHaveTextContent('OR');
  },
};

export const Dashed: Story = {
  args: { dashed: true },
  play: async ({ canvas }) => {
    const divider = canvas.getByRole('separator');
    await expect(getComputedStyle(divider).borderBottomStyle).toBe('dashed');
  },
};

export const Light: Story = {
  globals: { mode: 'light' },
  args: { children: 'OR', textAlign: 'start' },
  play: async ({ canvas }) => {
    const divider = canvas.getByRole('separator');
    const text = within(divider).getByText('OR');
    // Aligned to the start: the text sits in the first third.
    await expect(
      text.getBoundingClientRect().left - divider.getBoundingClientRect().left,
    ).toBeLessThan(divider.getBoundingClientRect().width / 3);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { variant: 'inset' },
  play: async ({ canvas }) => {
    const divider = canvas.getByRole('separator');
    await expect(getComputedStyle(divider).marginRight).toBe('72px');
  },
};
