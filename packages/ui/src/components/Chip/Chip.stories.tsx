import type { Meta, StoryObj } from '@storybook/react-vite';
import { Star } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Chip, chipColors, chipSizes, chipVariants } from './Chip';
import { optionArgTypes } from '../../stories/controls';

const meta = {
  title: 'Primitives/Chip',
  component: Chip,
  args: { label: 'Technology' },
  argTypes: optionArgTypes({ variant: chipVariants, color: chipColors, size: chipSizes }),
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Technology')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Deletable: Story = {
  args: { onDelete: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Technology' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const ClickableFilter: Story = {
  args: { onClick: fn(), onDelete: fn(), selected: true, icon: <Star aria-hidden /> },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Technology' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(args.onClick).toHaveBeenCalledOnce();
    toggle.focus();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {chipVariants.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 8 }}>
          {chipColors.map((color) => (
            <Chip key={color} variant={variant} color={color} label={color} onDelete={() => {}} />
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Remove warning' })).toHaveLength(
      chipVariants.length,
    );
  },
};

export const VariantsAndColors: Story = { ...Matrix };
export const VariantsAndColorsLight: Story = { ...Matrix, globals: { mode: 'light' } };

export const Small: Story = {
  args: { size: 'small' },
  play: async ({ canvasElement }) => {
    const chip = canvasElement.querySelector('[data-component="Chip"]')!;
    await expect(chip.getBoundingClientRect().height).toBe(24);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { label: 'تقنية', onDelete: fn(), deleteLabel: 'إزالة' },
  play: async ({ canvas }) => {
    const remove = canvas.getByRole('button', { name: 'إزالة' });
    const text = canvas.getByText('تقنية');
    await expect(remove.getBoundingClientRect().left).toBeLessThan(
      text.getBoundingClientRect().left,
    );
  },
};
