import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  Typography,
  typographyAligns,
  typographyColors,
  typographyElements,
  typographyVariants,
} from './Typography';
import { optionArgTypes } from '../../stories/controls';
import { inFrame } from '../../stories/storyDecorators';

const meta = {
  title: 'Primitives/Typography',
  component: Typography,
  args: { children: 'Calm, dense and professional', variant: 'body1' },
  argTypes: optionArgTypes({
    variant: typographyVariants,
    color: typographyColors,
    align: typographyAligns,
  }),
} satisfies Meta<typeof Typography>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText('Calm, dense and professional');
    await expect(text.tagName).toBe('P');
  },
};

export const Variants: Story = {
  render: () => (
    <div>
      {typographyVariants.map((variant) => (
        <Typography key={variant} variant={variant} gutterBottom>
          {variant} — Portfolio 12,480.50
        </Typography>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const variant of typographyVariants) {
      const el = canvasElement.querySelector(`[data-variant='${variant}']`)!;
      await expect(el.tagName.toLowerCase()).toBe(typographyElements[variant]);
    }
    const h1 = canvasElement.querySelector('h1')!;
    const body = canvasElement.querySelector("[data-variant='body1']")!;
    await expect(parseFloat(getComputedStyle(h1).fontSize)).toBeGreaterThan(
      parseFloat(getComputedStyle(body).fontSize),
    );
  },
};

export const Colors: Story = {
  render: () => (
    <div>
      {typographyColors.map((color) => (
        <Typography key={color} color={color}>
          {color}
        </Typography>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('error')).toHaveAttribute('data-color', 'error');
  },
};

export const ColorsLight: Story = { ...Colors, globals: { mode: 'light' } };

export const TabularNumbers: Story = {
  render: () => (
    <div>
      <Typography tabularNums>111.11</Typography>
      <Typography tabularNums>999.99</Typography>
    </div>
  ),
  play: async ({ canvas }) => {
    const [ones, nines] = canvas.getAllByText(/\d/);
    await expect(getComputedStyle(ones!).fontVariantNumeric).toBe('tabular-nums');
    const width = (el: Element) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return range.getBoundingClientRect().width;
    };
    await expect(Math.abs(width(ones!) - width(nines!))).toBeLessThan(0.5);
  },
};

export const AsAnotherElement: Story = {
  args: { variant: 'h4', as: 'h2', children: 'Looks like h4, is an h2' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveAttribute('data-variant', 'h4');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { children: 'محفظتك', align: 'start' },
  decorators: [inFrame({ width: 300 })],
  play: async ({ canvas }) => {
    const text = canvas.getByText('محفظتك');
    await expect(getComputedStyle(text).textAlign).toBe('start');
    await expect(getComputedStyle(text).direction).toBe('rtl');
  },
};
