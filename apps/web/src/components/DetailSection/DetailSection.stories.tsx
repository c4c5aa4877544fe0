import { Typography } from '@finfree/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DetailSection } from './DetailSection';

const meta = {
  title: 'App/DetailSection',
  component: DetailSection,
  args: {
    title: 'Updates',
    children: <Typography variant="body2">Stop loss moved to entry.</Typography>,
  },
} satisfies Meta<typeof DetailSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In a drawer under the detail's h3: a region named by its h4. */
export const InDrawer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 4, name: 'Updates' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Updates' })).toHaveTextContent(/entry/);
  },
};

/** In a screen or dialog: an h3. */
export const InScreen: Story = {
  args: { level: 3, title: 'Preview' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 3, name: 'Preview' }),
    ).toBeVisible();
  },
};
