import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell } from 'lucide-react';
import { expect } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { Badge, badgeColors, badgeOverlaps, badgeVariants } from './Badge';
import { optionArgTypes } from '../../stories/controls';
import { inFrame } from '../../stories/storyDecorators';

const bell = (
  <IconButton aria-label="Notifications">
    <Bell aria-hidden />
  </IconButton>
);

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { badgeContent: 4, children: bell },
  argTypes: optionArgTypes({ variant: badgeVariants, color: badgeColors, overlap: badgeOverlaps }),
  decorators: [inFrame({ padding: 16 })],
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const badgeOf = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="Badge"]')!;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(badgeOf(canvasElement)).toHaveTextContent('4');
  },
};

export const CappedAt99: Story = {
  args: { badgeContent: 120 },
  play: async ({ canvasElement }) => {
    await expect(badgeOf(canvasElement)).toHaveTextContent('99+');
  },
};

export const Dot: Story = {
  args: { variant: 'dot' },
  play: async ({ canvasElement }) => {
    const dot = badgeOf(canvasElement);
    await expect(dot).toBeEmptyDOMElement();
    await expect(dot.getBoundingClientRect().width).toBe(8);
  },
};

export const ZeroIsHidden: Story = {
  args: { badgeContent: 0 },
  play: async ({ canvasElement }) => {
    await expect(badgeOf(canvasElement)).toHaveAttribute('data-invisible', 'true');
  },
};

export const WithScreenReaderLabel: Story = {
  args: { badgeContent: 4, badgeLabel: '4 unread notifications' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('4 unread notifications')).toBeInTheDocument();
    await expect(badgeOf(canvasElement)).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Colors: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24 }}>
      {badgeColors.map((color) => (
        <Badge key={color} {...args} color={color} badgeContent={7}>
          <IconButton aria-label={`Notifications ${color}`}>
            <Bell aria-hidden />
          </IconButton>
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-part="Badge"]')).toHaveLength(
      badgeColors.length,
    );
  },
};

export const ColorsLight: Story = { ...Colors, globals: { mode: 'light' } };

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas, canvasElement }) => {
    const badge = badgeOf(canvasElement).getBoundingClientRect();
    const button = canvas.getByRole('button').getBoundingClientRect();
    // Top inline-end corner: the top left in rtl.
    await expect(badge.left).toBeLessThan(button.left);
  },
};
