import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { screenStory, type ScreenParameters } from '../../stories/ScreenDecorator';
import { UnsubscribePage } from './UnsubscribePage';
import { findScreen } from '../../stories/findScreen';

/** The page opened at `path` (the link of an alert e-mail, or not), signed out. */
const unsubscribe = (path: string): ScreenParameters => ({
  path,
  layout: 'minimal',
  bundles: ['session'],
});

const meta = {
  title: 'Screens/Unsubscribe',
  component: UnsubscribePage,
  tags: ['!autodocs'],
  ...screenStory(unsubscribe('/unsubscribe?token=valid-token')),
} satisfies Meta<typeof UnsubscribePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link of an alert e-mail, signed out: one press stops e-mail alerts. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, 'Stop e-mail alerts');
    await userEvent.click(canvas.getByRole('button', { name: 'Stop e-mail alerts' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      /you will not receive trade alerts by e-mail any more/,
    );
  },
};

/** A link the server did not sign: refused, with what to do instead. */
export const InvalidLink: Story = {
  parameters: { screen: unsubscribe('/unsubscribe?token=forged') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Stop e-mail alerts' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/This link is not valid/);
  },
};

/** Opened without a link's token. */
export const MissingToken: Story = {
  parameters: { screen: unsubscribe('/unsubscribe') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/needs the link/);
    await expect(canvas.queryByRole('button', { name: 'Stop e-mail alerts' })).toBeNull();
  },
};
