import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  desktopGlobals,
  desktopViewport,
  screenSetup,
  type ScreenParameters,
} from '../../stories/ScreenDecorator';
import { UnavailablePage } from './UnavailablePage';

const meta = {
  title: 'Screens/Unavailable',
  component: UnavailablePage,
  tags: ['!autodocs'],
  ...screenSetup,
  parameters: {
    layout: 'fullscreen',
    screen: {
      path: '/dashboard/affiliates',
      layout: 'dashboard',
      auth: 'member',
    } satisfies ScreenParameters,
  },
  args: { titleKey: 'nav.affiliates' },
} satisfies Meta<typeof UnavailablePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A screen planned for a later release, inside the dashboard. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Affiliates' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('This screen is not available yet. It is coming in a later release.'),
    ).toBeVisible();
  },
};

/** An admin on a Management screen: the Management navigation group is shown. */
export const Admin: Story = {
  // The desktop navigation: ≥ 1200 px, wider than the canvas of a 1440 px window.
  globals: desktopGlobals,
  args: { titleKey: 'nav.members' },
  parameters: {
    viewport: desktopViewport,
    screen: { path: '/dashboard/group', layout: 'dashboard', auth: 'admin' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Payouts' })).toHaveAttribute(
      'href',
      '/dashboard/group/six',
    );
  },
};
