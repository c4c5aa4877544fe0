import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar, progressBarColors, progressBarVariants } from './ProgressBar';
import { optionArgTypes } from '../../stories/controls';
import { inFrame } from '../../stories/storyDecorators';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  args: { value: 40, 'aria-label': 'Upload' },
  argTypes: {
    ...optionArgTypes({ variant: progressBarVariants, color: progressBarColors }),
    value: { control: { type: 'range', min: 0, max: 100 } },
  },
  decorators: [inFrame({ width: 300 })],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const barOf = (root: HTMLElement) =>
  root.ownerDocument.querySelector<HTMLElement>('[data-part="Bar"]')!;

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    const progress = canvas.getByRole('progressbar', { name: 'Upload' });
    await expect(progress).toHaveAttribute('aria-valuenow', '40');
    await expect(progress).toHaveAttribute('aria-valuemin', '0');
    await expect(progress).toHaveAttribute('aria-valuemax', '100');
    await new Promise((r) => setTimeout(r, 400));
    await expect(barOf(canvasElement).getBoundingClientRect().width).toBeCloseTo(120, 0);
  },
};

export const ClampsValue: Story = {
  args: { value: 140 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const Indeterminate: Story = {
  args: { value: undefined, 'aria-label': 'Loading trades' },
  play: async ({ canvas, canvasElement }) => {
    const progress = canvas.getByRole('progressbar', { name: 'Loading trades' });
    await expect(progress).not.toHaveAttribute('aria-valuenow');
    await expect(getComputedStyle(barOf(canvasElement)).animationName).not.toBe('none');
  },
};

export const NavigationBar: Story = {
  args: { variant: 'navigation', value: undefined, 'aria-label': 'Loading page' },
  play: async ({ canvas }) => {
    const progress = canvas.getByRole('progressbar', { name: 'Loading page' });
    const box = progress.getBoundingClientRect();
    await expect(box.height).toBe(2.5);
    await expect(box.top).toBe(0);
    await expect(Math.round(box.width)).toBe(window.innerWidth);
  },
};

export const Colors: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {progressBarColors.map((color) => (
        <ProgressBar key={color} color={color} value={60} aria-label={color} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(progressBarColors.length);
  },
};

export const Light: Story = { globals: { mode: 'light' } };

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { value: 25 },
  play: async ({ canvas, canvasElement }) => {
    const progress = canvas.getByRole('progressbar');
    await new Promise((r) => setTimeout(r, 400));
    // The bar grows from the inline start: the right in rtl.
    await expect(Math.round(barOf(canvasElement).getBoundingClientRect().right)).toBe(
      Math.round(progress.getBoundingClientRect().right),
    );
  },
};
