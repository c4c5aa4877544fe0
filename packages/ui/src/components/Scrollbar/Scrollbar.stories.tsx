import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Scrollbar } from './Scrollbar';

const lines = Array.from({ length: 40 }, (_, i) => <p key={i}>Trade #{i + 1}</p>);

const meta = {
  title: 'Primitives/Scrollbar',
  component: Scrollbar,
  args: { maxHeight: 200, 'aria-label': 'Trades', children: lines, style: { width: 240 } },
} satisfies Meta<typeof Scrollbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Trades' });
    await expect(region.getBoundingClientRect().height).toBe(200);
    await expect(region.scrollHeight).toBeGreaterThan(200);
    // The desktop test browser has a fine pointer: the thin styled scrollbar.
    await expect(region).not.toHaveAttribute('data-native');
    await expect(getComputedStyle(region).scrollbarWidth).toBe('thin');
  },
};

export const KeyboardFocusable: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Trades' });
    await userEvent.tab();
    await expect(region).toHaveFocus();
    // Synthetic keys do not scroll, so check the region is the focus target the browser scrolls.
    await expect(region.tabIndex).toBe(0);
  },
};

export const NativeOnMobile: Story = {
  args: { native: true },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Trades' });
    await expect(region).toHaveAttribute('data-native', 'true');
    await expect(getComputedStyle(region).scrollbarWidth).toBe('auto');
  },
};

export const Light: Story = { globals: { mode: 'light' } };

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { 'aria-label': 'الصفقات' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'الصفقات' });
    // The vertical scrollbar sits on the left in rtl: content starts further from the left edge.
    const first = region.querySelector('p')!;
    await expect(
      first.getBoundingClientRect().left - region.getBoundingClientRect().left,
    ).toBeGreaterThanOrEqual(0);
    await expect(getComputedStyle(region).direction).toBe('rtl');
  },
};
