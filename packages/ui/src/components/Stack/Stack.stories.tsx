import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cssVar } from '../../theme/cssVars';
import { Stack, stackAligns, stackDirections, stackJustifies } from './Stack';
import { optionArgTypes } from '../../stories/controls';

const Item = ({ children }: { children: string }) => (
  <div
    style={{
      padding: 8,
      minWidth: 40,
      border: `1px solid ${cssVar('divider')}`,
      borderRadius: 8,
    }}
  >
    {children}
  </div>
);

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  args: {
    direction: 'row',
    gap: 2,
    children: [<Item key="a">A</Item>, <Item key="b">B</Item>, <Item key="c">C</Item>],
  },
  argTypes: optionArgTypes({
    direction: stackDirections,
    align: stackAligns,
    justify: stackJustifies,
  }),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxes = (root: HTMLElement) =>
  ['A', 'B', 'C'].map((t) => within(root).getByText(t).getBoundingClientRect());

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const [a, b] = boxes(canvasElement);
    await expect(b!.left - a!.right).toBeCloseTo(16, 0);
  },
};

export const Column: Story = {
  args: { direction: 'column', gap: 1 },
  play: async ({ canvasElement }) => {
    const [a, b] = boxes(canvasElement);
    await expect(b!.top - a!.bottom).toBeCloseTo(8, 0);
  },
};

export const Wrap: Story = {
  args: { wrap: true, style: { width: 100 } },
  play: async ({ canvasElement }) => {
    const [a, , c] = boxes(canvasElement);
    await expect(c!.top).toBeGreaterThan(a!.top);
  },
};

export const Aligned: Story = {
  args: { justify: 'space-between', align: 'center', style: { width: 300 } },
  play: async ({ canvasElement }) => {
    const [, , c] = boxes(canvasElement);
    const root = canvasElement.querySelector('[data-component="Stack"]')!;
    await expect(Math.round(c!.right)).toBe(Math.round(root.getBoundingClientRect().right));
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const [a, b] = boxes(canvasElement);
    // A row starts on the right in rtl.
    await expect(a!.left).toBeGreaterThan(b!.left);
  },
};
