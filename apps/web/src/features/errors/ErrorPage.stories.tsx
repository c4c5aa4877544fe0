import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { screenSetup, type ScreenParameters } from '../../stories/ScreenDecorator';
import { ErrorPage } from './ErrorPage';

const meta = {
  title: 'Screens/Error pages',
  component: ErrorPage,
  ...screenSetup,
  parameters: { layout: 'fullscreen' },
  args: { status: 404 },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (status: 403 | 404 | 500): { screen: ScreenParameters } => ({
  screen: { path: `/${status}`, layout: 'minimal' },
});

/** 403: signed in without the right role. */
export const Forbidden: Story = {
  args: { status: 403 },
  parameters: screen(403),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'No permission' }),
    ).toBeVisible();
    await expect(canvas.getByText('You do not have access to this page.')).toBeVisible();
  },
};

/** 404: the way home leads to the landing page. */
export const NotFound: Story = {
  args: { status: 404 },
  parameters: screen(404),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Need help?' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Go to the home page' }));
    await expect(await canvas.findByTestId('story-location')).toHaveTextContent(/^\/$/);
  },
};

/** 500: an unexpected error on the server. */
export const ServerError: Story = {
  args: { status: 500 },
  parameters: screen(500),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    await expect(canvas.getByText('500')).toBeVisible();
  },
};
