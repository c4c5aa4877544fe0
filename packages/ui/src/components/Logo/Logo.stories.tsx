import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Logo, logoVariants } from './Logo';
import { optionArgTypes } from '../../stories/controls';

const meta = {
  title: 'Brand/Logo',
  component: Logo,
  args: { variant: 'mark', size: 40 },
  argTypes: optionArgTypes({ variant: logoVariants }),
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const logo = canvas.getByRole('img', { name: 'Finfree' });
    await expect(logo).toHaveAttribute('height', '40');
  },
};

export const Full: Story = {
  args: { variant: 'full' },
  play: async ({ canvas }) => {
    const logo = canvas.getByRole('img', { name: 'Finfree' });
    await expect(logo.getAttribute('viewBox')).toBe('0 0 160 48');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {[24, 32, 40, 64].map((size) => (
        <Logo key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

/** The mark follows the preset: its fill is the primary colour variable. */
export const FollowsPreset: Story = {
  play: async ({ canvasElement }) => {
    const mark = canvasElement.querySelector('[data-part="Mark"]');
    const primary = getComputedStyle(document.documentElement)
      .getPropertyValue('--ff-palette-primary-main')
      .trim();
    await expect(primary).toMatch(/^#[0-9A-F]{6}$/i);
    const toRgb = (hex: string) =>
      `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    await expect(getComputedStyle(mark!).fill).toBe(toRgb(primary));
  },
};

/**
 * In a right-to-left page the wordmark still reads "Finfree" left to right from its start
 * (x=58) and fits inside the viewBox.
 */
export const FullRtl: Story = {
  args: { variant: 'full' },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(document.documentElement).direction).toBe('rtl');
    const text = canvasElement.querySelector<SVGTextElement>('[data-part="Wordmark"]')!;
    await expect(getComputedStyle(text).direction).toBe('ltr');
    await expect(text.getNumberOfChars()).toBe(7);
    const first = text.getStartPositionOfChar(0).x;
    const last = text.getEndPositionOfChar(6).x;
    // "F" at the anchor, then the rest to its right.
    await expect(first).toBeCloseTo(58, 0);
    await expect(last).toBeGreaterThan(first);
    for (let i = 1; i < 7; i += 1) {
      await expect(text.getStartPositionOfChar(i).x).toBeGreaterThan(
        text.getStartPositionOfChar(i - 1).x,
      );
    }
    const box = text.getBBox();
    await expect(box.x).toBeGreaterThanOrEqual(57);
    await expect(box.x + box.width).toBeLessThanOrEqual(160);
  },
};
