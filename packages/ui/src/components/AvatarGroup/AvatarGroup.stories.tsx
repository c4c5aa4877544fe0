import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar } from '../Avatar/Avatar';
import { AvatarGroup } from './AvatarGroup';

const people = [
  'Ada Lovelace',
  'Grace Hopper',
  'Alan Turing',
  'Edsger Dijkstra',
  'Barbara Liskov',
  'Donald Knuth',
  'Margaret Hamilton',
];
const avatars = (count: number) =>
  people
    .slice(0, count)
    .map((name, i) => (
      <Avatar
        key={name}
        name={name}
        color={(['primary', 'info', 'success', 'warning', 'error'] as const)[i % 5]}
      />
    ));

const meta = {
  title: 'Primitives/AvatarGroup',
  component: AvatarGroup,
  args: { 'aria-label': 'Team', children: avatars(7) },
} satisfies Meta<typeof AvatarGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Team' });
    const images = within(group).getAllByRole('img');
    // At most 4 circles: 3 avatars and "+4".
    await expect(images).toHaveLength(4);
    await expect(within(group).getByRole('img', { name: '4 more' })).toHaveTextContent('+4');
  },
};

export const FitsWithoutSurplus: Story = {
  args: { children: avatars(4) },
  play: async ({ canvas }) => {
    const images = canvas.getAllByRole('img');
    await expect(images).toHaveLength(4);
    await expect(canvas.queryByText(/^\+/)).toBeNull();
  },
};

export const CustomMax: Story = {
  args: { max: 6 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '2 more' })).toBeVisible();
  },
};

export const Light: Story = { globals: { mode: 'light' } };

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('img');
    await expect(first!.getBoundingClientRect().left).toBeGreaterThan(
      second!.getBoundingClientRect().left,
    );
  },
};
