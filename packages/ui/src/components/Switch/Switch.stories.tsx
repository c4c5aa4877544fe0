import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch, switchColors, switchSizes } from './Switch';
import { optionArgTypes } from '../../stories/controls';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { label: 'Stretch', onCheckedChange: fn() },
  argTypes: optionArgTypes({ color: switchColors, size: switchSizes }),
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Stretch' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
  },
};

export const ThumbMoves: Story = {
  args: { defaultChecked: false },
  play: async ({ canvas, canvasElement }) => {
    const thumb = canvasElement.querySelector('[data-part="Thumb"]')!;
    const before = thumb.getBoundingClientRect().left;
    await userEvent.click(canvas.getByRole('switch'));
    await new Promise((r) => setTimeout(r, 400));
    await expect(thumb.getBoundingClientRect().left).toBeGreaterThan(before);
  },
};

export const Controlled: Story = {
  args: { checked: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch');
    await userEvent.click(toggle);
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    // The owner did not update `checked`, so it stays on.
    await expect(toggle).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeDisabled();
  },
};

export const Light: Story = { globals: { mode: 'light' }, args: { defaultChecked: true } };

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { label: 'تمديد', defaultChecked: true },
  play: async ({ canvasElement }) => {
    const track = canvasElement.querySelector('[data-part="Track"]')!.getBoundingClientRect();
    const thumb = canvasElement.querySelector('[data-part="Thumb"]')!.getBoundingClientRect();
    // On = thumb at the inline end: the left in rtl.
    await expect(thumb.left - track.left).toBeLessThan(track.right - thumb.right);
  },
};
