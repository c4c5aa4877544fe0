import type { Meta, StoryObj } from '@storybook/react-vite';
import { Check } from 'lucide-react';
import { expect } from 'storybook/test';
import { Label, labelColors, labelVariants } from './Label';
import { optionArgTypes } from '../../stories/controls';

const meta = {
  title: 'Primitives/Label',
  component: Label,
  args: { children: 'Active', color: 'success' },
  argTypes: optionArgTypes({ variant: labelVariants, color: labelColors }),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const label = canvas.getByText('Active');
    await expect(label).toHaveAttribute('data-color', 'success');
    await expect(label.getBoundingClientRect().height).toBe(24);
  },
};

const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {labelVariants.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 8 }}>
          {labelColors.map((color) => (
            <Label key={color} variant={variant} color={color}>
              {color}
            </Label>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('error')).toHaveLength(labelVariants.length);
  },
};

export const VariantsAndColors: Story = { ...Matrix };
export const VariantsAndColorsLight: Story = { ...Matrix, globals: { mode: 'light' } };

export const WithIcon: Story = {
  args: { startIcon: <Check aria-hidden /> },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="StartIcon"] svg')).not.toBeNull();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { children: 'نشط', startIcon: <Check aria-hidden /> },
  play: async ({ canvas }) => {
    const label = canvas.getByText('نشط');
    const icon = label.querySelector('[data-part="StartIcon"]')!;
    await expect(icon.getBoundingClientRect().left).toBeGreaterThan(
      label.getBoundingClientRect().left + label.getBoundingClientRect().width / 2,
    );
  },
};
