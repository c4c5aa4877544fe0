import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { TextField, textFieldSizes } from './TextField';
import { optionArgTypes } from '../../stories/controls';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'E-mail', placeholder: 'you@example.com', onChange: fn() },
  argTypes: optionArgTypes({ size: textFieldSizes }),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A password field, without the e-mail placeholder of the other stories. */
const passwordField = { type: 'password', placeholder: undefined } as const;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('E-mail');
    await userEvent.type(input, 'ada@finfree.app');
    await expect(input).toHaveValue('ada@finfree.app');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const HelperText: Story = {
  args: { helperText: 'We never share it.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('E-mail');
    await expect(input).toHaveAccessibleDescription('We never share it.');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  args: { error: true, helperText: 'Enter a valid e-mail address', defaultValue: 'ada@' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('E-mail');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid e-mail address');
  },
};

export const WithErrorLight: Story = { ...WithError, globals: { mode: 'light' } };

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toBeRequired();
  },
};

export const Password: Story = {
  args: { ...passwordField, label: 'Password', defaultValue: 's3cret' },
  play: async ({ canvas }) => {
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
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$')).toBeVisible();
    await expect(canvas.getByText('USD')).toBeVisible();
  },
};

export const Multiline: Story = {
  args: { label: 'Message', multiline: true, rows: 4, placeholder: undefined },
  play: async ({ canvas }) => {
    const textarea = canvas.getByLabelText('Message');
    await expect(textarea.tagName).toBe('TEXTAREA');
    await userEvent.type(textarea, 'line one{Enter}line two');
    await expect(textarea).toHaveValue('line one\nline two');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('E-mail')).toBeDisabled();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { ...passwordField, label: 'كلمة المرور', showPasswordLabel: 'إظهار' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('كلمة المرور');
    const toggle = canvas.getByRole('button', { name: 'إظهار' });
    // The reveal button sits at the inline end: the left in rtl.
    await expect(toggle.getBoundingClientRect().left).toBeLessThan(
      input.getBoundingClientRect().left,
    );
  },
};

/**
 * A URL on a right-to-left page: its placeholder reads "https://" (not "//:https"), and it sits at
 * the field's right like the page's other text.
 */
export const AddressRightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { label: 'رابط الصورة', type: 'url', placeholder: 'https://', fullWidth: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('رابط الصورة');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(getComputedStyle(input).direction).toBe('ltr');
    await expect(getComputedStyle(input).textAlign).toBe('right');
    await userEvent.type(input, 'https://example.com/a.png');
    await expect(input).toHaveValue('https://example.com/a.png');
  },
};

/** Where the first and the last character of an element's text are drawn (their left edges). */
function glyphEdges(element: HTMLElement) {
  const text = element.firstChild as Text;
  const leftOf = (index: number) => {
    const range = document.createRange();
    range.setStart(text, index);
    range.setEnd(text, index + 1);
    return range.getBoundingClientRect().left;
  };
  return { first: leftOf(0), last: leftOf(text.data.length - 1) };
}

/**
 * English on a right-to-left page: a sentence that starts with a number and ends with a full
 * stop reads in its own order ("8 to 128 characters.", not ".to 128 characters 8"), and still
 * sits at the page's start (the right).
 */
export const EnglishRightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { ...passwordField, label: 'Password', helperText: '8 to 128 characters.' },
  play: async ({ canvas }) => {
    const hint = canvas.getByText('8 to 128 characters.');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    const { first, last } = glyphEdges(hint);
    // The "8" is drawn left of the full stop.
    await expect(first).toBeLessThan(last);
    // Aligned to the right like the rest of the field.
    const field = canvas.getByLabelText('Password').getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(hint);
    await expect(Math.abs(range.getBoundingClientRect().right - field.right)).toBeLessThan(24);
  },
};
