import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DirectionalIcon, Icon } from './Icon';
import * as icons from './icons';
import { ChevronRight, Menu, iconNames, type LucideIcon } from './icons';

const meta = {
  title: 'Brand/Icons',
  component: Icon,
  args: { icon: Menu, size: 24 },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg[data-component="Icon"]');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Labelled: Story = {
  args: { label: 'Open menu' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Open menu' })).toBeVisible();
  },
};

/** Every icon of the curated set, by export name. */
export const Gallery: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        gap: 16,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {iconNames.map((name) => (
        <li
          key={name}
          style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}
        >
          <Icon icon={icons[name] as LucideIcon} size={24} />
          <code style={{ fontSize: 12 }}>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg[data-component="Icon"]')).toHaveLength(
      iconNames.length,
    );
  },
};

/** `DirectionalIcon` mirrors in rtl: switch Direction in the toolbar. */
export const Directional: Story = {
  render: () => (
    <div dir="rtl" style={{ display: 'flex', gap: 16 }}>
      <Icon icon={ChevronRight} size={24} data-testid="plain" />
      <DirectionalIcon icon={ChevronRight} size={24} data-testid="mirrored" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByTestId('plain')).transform).toBe('none');
    await expect(getComputedStyle(canvas.getByTestId('mirrored')).transform).toBe(
      'matrix(-1, 0, 0, 1, 0, 0)',
    );
  },
};
