import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card, CardContent, CardHeader } from './Card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    style: { maxWidth: 360 },
    children: [
      <CardHeader key="h" title="Portfolio" subheader="Updated just now" />,
      <CardContent key="c">Balance 12,480.50 USD</CardContent>,
    ],
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Portfolio' })).toBeVisible();
    await expect(canvas.getByText('Updated just now')).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    children: [
      <CardHeader
        key="h"
        title="Plans"
        titleAs="h3"
        avatar={<span aria-hidden>★</span>}
        action={<button type="button">More</button>}
      />,
      <CardContent key="c">Three active plans</CardContent>,
    ],
  },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 3, name: 'Plans' });
    const action = canvas.getByRole('button', { name: 'More' });
    await expect(action.getBoundingClientRect().left).toBeGreaterThan(
      title.getBoundingClientRect().left,
    );
  },
};

export const AsLandmark: Story = {
  args: { as: 'section', 'aria-label': 'Account summary' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Account summary' })).toHaveAttribute(
      'data-component',
      'Card',
    );
  },
};

export const Light: Story = { globals: { mode: 'light' } };

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    children: [
      <CardHeader key="h" title="المحفظة" action={<button type="button">المزيد</button>} />,
      <CardContent key="c">الرصيد</CardContent>,
    ],
  },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { name: 'المحفظة' });
    const action = canvas.getByRole('button', { name: 'المزيد' });
    await expect(action.getBoundingClientRect().left).toBeLessThan(
      title.getBoundingClientRect().left,
    );
  },
};
