import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox, checkboxColors, checkboxSizes } from './Checkbox';
import { optionArgTypes } from '../../stories/controls';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me', onCheckedChange: fn() },
  argTypes: optionArgTypes({ color: checkboxColors, size: checkboxSizes }),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember me' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    box.focus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

function ControlledExample() {
  const [checked, setChecked] = useState(true);
  return (
    <div>
      <Checkbox label="Accept terms" checked={checked} onCheckedChange={setChecked} />
      <p>{checked ? 'accepted' : 'not accepted'}</p>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledExample />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Accept terms' }));
    await expect(canvas.getByText('not accepted')).toBeVisible();
  },
};

export const Indeterminate: Story = {
  args: { indeterminate: true, label: 'Select all' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Select all' });
    await expect(box).toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox');
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

const Palette: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {checkboxColors.map((color) => (
        <Checkbox key={color} color={color} label={color} defaultChecked />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(checkboxColors.length);
  },
};

export const Colors: Story = { ...Palette };
export const ColorsLight: Story = { ...Palette, globals: { mode: 'light' } };

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { label: 'تذكرني' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'تذكرني' });
    const text = canvas.getByText('تذكرني');
    await expect(box.getBoundingClientRect().left).toBeGreaterThan(
      text.getBoundingClientRect().left,
    );
  },
};
