import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Select, selectSizes } from './Select';
import { optionArgTypes } from '../../stories/controls';

const options = [
  { value: 'basic', label: 'Basic' },
  { value: 'pro', label: 'Pro' },
  { value: 'legacy', label: 'Legacy', disabled: true },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'Plan', options, placeholder: 'Choose a plan', onChange: fn() },
  argTypes: optionArgTypes({ size: selectSizes }),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByLabelText('Plan');
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'pro');
    await expect(select).toHaveValue('pro');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(canvas.getByRole('option', { name: 'Legacy' })).toBeDisabled();
  },
};

export const HelperText: Story = {
  args: { helperText: 'You can change plans at any time.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Plan')).toHaveAccessibleDescription(
      'You can change plans at any time.',
    );
  },
};

export const WithError: Story = {
  args: { error: true, helperText: 'Choose a plan', required: true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: /Plan/ });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toBeRequired();
    await expect(select).toHaveAccessibleDescription('Choose a plan');
  },
};

export const WithErrorLight: Story = { ...WithError, globals: { mode: 'light' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Plan')).toBeDisabled();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { label: 'الخطة', placeholder: 'اختر' },
  play: async ({ canvas, canvasElement }) => {
    const select = canvas.getByLabelText('الخطة');
    const icon = canvasElement.querySelector('[data-part="Icon"]')!;
    // The chevron sits at the inline end: the left in rtl.
    await expect(icon.getBoundingClientRect().left).toBeLessThan(
      select.getBoundingClientRect().left + 48,
    );
  },
};
