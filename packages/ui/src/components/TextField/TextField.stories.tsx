import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField, textFieldSizes } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'E-mail', placeholder: 'you@example.com', onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: textFieldSizes } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('E-mail');
    await userEvent.type(input, 'ada@finfree.app');
    await expect(input).toHaveValue('ada@finfree.app');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const HelperText: Story = {
  args: { helperText: 'We never share it.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('E-mail');
    await expect(input).toHaveAccessibleDescription('We never share it.');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  args: { error: true, helperText: 'Enter a valid e-mail address', defaultValue: 'ada@' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('E-mail');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid e-mail address');
  },
};

export const WithErrorLight: Story = { ...WithError, globals: { mode: 'light' } };

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /E-mail/ })).toBeRequired();
  },
};

export const Password: Story = {
  args: { label: 'Password', type: 'password', defaultValue: 's3cret', placeholder: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Adornments: Story = {
  args: { label: 'Amount', startAdornment: '$', endAdornment: 'USD', inputMode: 'decimal' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$')).toBeVisible();
    await expect(canvas.getByText('USD')).toBeVisible();
  },
};

export const Multiline: Story = {
  args: { label: 'Message', multiline: true, rows: 4, placeholder: undefined },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByLabelText('Message');
    await expect(textarea.tagName).toBe('TEXTAREA');
    await userEvent.type(textarea, 'line one{Enter}line two');
    await expect(textarea).toHaveValue('line one\nline two');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('E-mail')).toBeDisabled();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    label: 'كلمة المرور',
    type: 'password',
    placeholder: undefined,
    showPasswordLabel: 'إظهار',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('كلمة المرور');
    const toggle = canvas.getByRole('button', { name: 'إظهار' });
    // The reveal button sits at the inline end: the left in rtl.
    await expect(toggle.getBoundingClientRect().left).toBeLessThan(
      input.getBoundingClientRect().left,
    );
  },
};
