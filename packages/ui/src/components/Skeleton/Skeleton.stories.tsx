import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, skeletonAnimations, skeletonVariants } from './Skeleton';
import { optionArgTypes } from '../../stories/controls';
import { inFrame } from '../../stories/storyDecorators';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { variant: 'rounded', width: 200, height: 40 },
  argTypes: optionArgTypes({ variant: skeletonVariants, animation: skeletonAnimations }),
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

const skeletons = (root: HTMLElement) => [
  ...root.querySelectorAll<HTMLElement>('[data-component="Skeleton"]'),
];

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const [s] = skeletons(canvasElement);
    await expect(s!.getBoundingClientRect().width).toBe(200);
    await expect(s!.getBoundingClientRect().height).toBe(40);
    await expect(s).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, width: 240 }} aria-busy="true">
      <Skeleton variant="text" />
      <Skeleton variant="circular" width={40} height={40} />
      <Skeleton variant="rectangular" height={60} />
      <Skeleton variant="rounded" height={60} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [text, circle] = skeletons(canvasElement);
    await expect(text!.getBoundingClientRect().width).toBe(240);
    await expect(getComputedStyle(circle!).borderRadius).toBe('50%');
  },
};

export const Wave: Story = {
  args: { animation: 'wave' },
  play: async ({ canvasElement }) => {
    const [s] = skeletons(canvasElement);
    await expect(getComputedStyle(s!, '::after').animationName).not.toBe('none');
  },
};

export const Light: Story = { globals: { mode: 'light' } };

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { variant: 'text', width: '50%' },
  decorators: [inFrame({ width: 200 })],
  play: async ({ canvasElement }) => {
    const [s] = skeletons(canvasElement);
    const parent = s!.parentElement!.getBoundingClientRect();
    // A half-width line starts at the inline start: the right in rtl.
    await expect(Math.round(s!.getBoundingClientRect().right)).toBe(Math.round(parent.right));
  },
};
