import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Plus } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, buttonColors, buttonSizes, buttonVariants } from './Button';
import { optionArgTypes } from '../../stories/controls';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Join Finfree', onClick: fn() },
  argTypes: optionArgTypes({ variant: buttonVariants, color: buttonColors, size: buttonSizes }),
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' } as const;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Join Finfree' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={row}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.map((b) => b.dataset.variant)).toEqual([...buttonVariants]);
  },
};

export const Colors: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {buttonVariants.map((variant) => (
        <div key={variant} style={row}>
          {buttonColors.map((color) => (
            <Button key={color} {...args} variant={variant} color={color}>
              {color}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(buttonVariants.length * buttonColors.length);
  },
};

export const ColorsLight: Story = {
  ...Colors,
  globals: { mode: 'light' },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const [small, , large] = canvas.getAllByRole('button');
    await expect(small!.getBoundingClientRect().height).toBeLessThan(
      large!.getBoundingClientRect().height,
    );
  },
};

export const WithIcons: Story = {
  args: { startIcon: <Plus aria-hidden />, endIcon: <ArrowRight aria-hidden /> },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Join Finfree' });
    await expect(button.querySelector('[data-part="StartIcon"] svg')).not.toBeNull();
    await expect(button.querySelector('[data-part="EndIcon"] svg')).not.toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true, startIcon: <Plus aria-hidden /> },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Join Finfree' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await expect(button.querySelector('[data-part="Spinner"]')).not.toBeNull();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { children: 'انضم', startIcon: <Plus aria-hidden /> },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'انضم' });
    const icon = button.querySelector('[data-part="StartIcon"]')!;
    // The start icon sits on the right in rtl.
    await expect(icon.getBoundingClientRect().left).toBeGreaterThan(
      button.getBoundingClientRect().left + button.getBoundingClientRect().width / 2,
    );
  },
};

/** Orange is the preset closest to failing contrast; checked in light mode with bold contrast. */
export const ColorsOrangePresetLightBold: Story = {
  ...Colors,
  globals: { mode: 'light', preset: 'orange', contrast: 'bold' },
};

/** The green `default` preset in dark mode. */
export const ColorsDefaultPresetDark: Story = {
  ...Colors,
  globals: { mode: 'dark', preset: 'default' },
};
