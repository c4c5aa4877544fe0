import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { screenSetup, type ScreenParameters } from '../../stories/ScreenDecorator';
import { UnsubscribePage } from './UnsubscribePage';

const meta = {
  title: 'Screens/Unsubscribe',
  component: UnsubscribePage,
  tags: ['!autodocs'],
  ...screenSetup,
  parameters: {
    layout: 'fullscreen',
    screen: {
      path: '/unsubscribe?token=valid-token',
      layout: 'minimal',
      bundles: ['session'],
    } satisfies ScreenParameters,
  },
} satisfies Meta<typeof UnsubscribePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link of an alert e-mail, signed out: one press stops e-mail alerts. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Stop e-mail alerts' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop e-mail alerts' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      /you will not receive trade alerts by e-mail any more/,
    );
  },
};

/** A link the server did not sign: refused, with what to do instead. */
export const InvalidLink: Story = {
  parameters: {
    screen: {
      path: '/unsubscribe?token=forged',
      layout: 'minimal',
      bundles: ['session'],
    } satisfies ScreenParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Stop e-mail alerts' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/This link is not valid/);
  },
};

/** Opened without a link's token. */
export const MissingToken: Story = {
  parameters: {
    screen: {
      path: '/unsubscribe',
      layout: 'minimal',
      bundles: ['session'],
    } satisfies ScreenParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/needs the link/);
    await expect(canvas.queryByRole('button', { name: 'Stop e-mail alerts' })).toBeNull();
  },
};
