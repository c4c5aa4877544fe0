import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from './Box';

const meta = {
  title: 'Primitives/Box',
  component: Box,
  args: { children: 'Box content', paddingInline: 3, paddingBlock: 1 },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByText('Box content');
    await expect(getComputedStyle(box).paddingInlineStart).toBe('24px');
    await expect(getComputedStyle(box).paddingTop).toBe('8px');
  },
};

export const AsSection: Story = {
  args: { as: 'section', 'aria-label': 'Summary', paddingBlock: '12px' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Summary' });
    await expect(getComputedStyle(region).paddingTop).toBe('12px');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { paddingInline: 0, marginInline: '40px 0', children: 'مرحبا' },
  play: async ({ canvas }) => {
    const box = canvas.getByText('مرحبا');
    // margin-inline-start is on the right in rtl.
    await expect(getComputedStyle(box).marginRight).toBe('40px');
  },
};
