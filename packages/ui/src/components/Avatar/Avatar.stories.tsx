import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar, avatarColors, avatarVariants } from './Avatar';
import { optionArgTypes } from '../../stories/controls';

// A 1×1 image inline, so the story needs no network.
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#7635dc"/></svg>',
  );

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace' },
  argTypes: {
    ...optionArgTypes({ variant: avatarVariants, color: avatarColors }),
    size: { control: { type: 'range', min: 24, max: 96 } },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Ada Lovelace' });
    await expect(avatar).toHaveTextContent('AL');
  },
};

export const WithImage: Story = {
  args: { src: photo },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Ada Lovelace' });
    await expect(img.tagName).toBe('IMG');
  },
};

export const BrokenImageFallsBack: Story = {
  args: { src: '/missing-avatar-for-test.png' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL'),
    );
  },
};

const Palette: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {avatarColors.map((color) => (
        <Avatar key={color} color={color} name={`${color} user`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(avatarColors.length);
  },
};

export const Colors: Story = { ...Palette };
export const ColorsLight: Story = { ...Palette, globals: { mode: 'light' } };

export const SizesAndShapes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      {avatarVariants.map((variant) => (
        <Avatar key={variant} variant={variant} name="Grace Hopper" size={56} />
      ))}
      <Avatar name="Small" size={24} />
    </div>
  ),
  play: async ({ canvas }) => {
    const [first, , , small] = canvas.getAllByRole('img');
    await expect(first!.getBoundingClientRect().width).toBe(56);
    await expect(small!.getBoundingClientRect().width).toBe(24);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { name: 'علي حسن' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'علي حسن' })).toHaveTextContent('عح');
  },
};
