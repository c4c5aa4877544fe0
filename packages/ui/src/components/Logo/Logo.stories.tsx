import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo, logoVariants } from './Logo';

const meta = {
  title: 'Brand/Logo',
  component: Logo,
  args: { variant: 'mark', size: 40 },
  argTypes: { variant: { control: 'inline-radio', options: logoVariants } },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const logo = within(canvasElement).getByRole('img', { name: 'Finfree' });
    await expect(logo).toHaveAttribute('height', '40');
  },
};

export const Full: Story = {
  args: { variant: 'full' },
  play: async ({ canvasElement }) => {
    const logo = within(canvasElement).getByRole('img', { name: 'Finfree' });
    await expect(logo.getAttribute('viewBox')).toBe('0 0 160 48');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {[24, 32, 40, 64].map((size) => (
        <Logo key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

/** The mark follows the preset: its fill is the primary colour variable. */
export const FollowsPreset: Story = {
  play: async ({ canvasElement }) => {
    const mark = canvasElement.querySelector('[data-part="Mark"]');
    const primary = getComputedStyle(document.documentElement)
      .getPropertyValue('--ff-palette-primary-main')
      .trim();
    await expect(primary).toMatch(/^#[0-9A-F]{6}$/i);
    const toRgb = (hex: string) =>
      `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    await expect(getComputedStyle(mark!).fill).toBe(toRgb(primary));
  },
};
