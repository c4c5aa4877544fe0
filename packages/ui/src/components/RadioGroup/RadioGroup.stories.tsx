import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup, radioColors, radioGroupOrientations } from './RadioGroup';
import { optionArgTypes } from '../../stories/controls';

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Layout',
    defaultValue: 'vertical',
    onValueChange: fn(),
    children: [
      <Radio key="v" value="vertical" label="Vertical" />,
      <Radio key="h" value="horizontal" label="Horizontal" />,
      <Radio key="m" value="mini" label="Mini" />,
    ],
  },
  argTypes: optionArgTypes({ orientation: radioGroupOrientations, color: radioColors }),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Layout' });
    await expect(within(group).getByRole('radio', { name: 'Vertical' })).toBeChecked();
    await userEvent.click(canvas.getByText('Mini'));
    await expect(canvas.getByRole('radio', { name: 'Mini' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('mini');
  },
};

export const ArrowKeys: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Vertical' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Horizontal' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('horizontal');
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Vertical' })).toBeChecked();
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal' },
  play: async ({ canvas }) => {
    const [a, b] = canvas.getAllByRole('radio');
    await expect(a!.getBoundingClientRect().top).toBe(b!.getBoundingClientRect().top);
  },
};

export const Controlled: Story = {
  args: { value: 'mini', defaultValue: undefined },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Vertical' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('vertical');
    await expect(canvas.getByRole('radio', { name: 'Mini' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) {
      await expect(radio).toBeDisabled();
    }
  },
};

export const Light: Story = { globals: { mode: 'light' } };

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    label: 'التخطيط',
    orientation: 'horizontal',
    children: [
      <Radio key="v" value="vertical" label="عمودي" />,
      <Radio key="h" value="horizontal" label="أفقي" />,
    ],
  },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('radio');
    await expect(first!.getBoundingClientRect().left).toBeGreaterThan(
      second!.getBoundingClientRect().left,
    );
  },
};
