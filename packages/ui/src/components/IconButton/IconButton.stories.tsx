import type { Meta, StoryObj } from '@storybook/react-vite';
import { Settings } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton, iconButtonColors, iconButtonSizes } from './IconButton';
import { optionArgTypes } from '../../stories/controls';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Settings', children: <Settings aria-hidden />, onClick: fn() },
  argTypes: optionArgTypes({ color: iconButtonColors, size: iconButtonSizes }),
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Settings' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Colors: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {iconButtonColors.map((color) => (
        <IconButton key={color} {...args} color={color} aria-label={`Settings ${color}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.map((b) => b.dataset.color)).toEqual([...iconButtonColors]);
  },
};

export const ColorsLight: Story = { ...Colors, globals: { mode: 'light' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      {iconButtonSizes.map((size) => (
        <IconButton key={size} {...args} size={size} aria-label={`Settings ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = canvas.getAllByRole('button').map((b) => b.getBoundingClientRect().width);
    await expect(widths).toEqual([28, 36, 48]);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button'), { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { 'aria-label': 'الإعدادات' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'الإعدادات' })).toBeVisible();
  },
};
