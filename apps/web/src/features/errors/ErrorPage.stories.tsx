import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { screenSetup, type ScreenParameters } from '../../stories/ScreenDecorator';
import { ErrorPage } from './ErrorPage';
import { findScreen } from '../../stories/findScreen';

const meta = {
  title: 'Screens/Error pages',
  component: ErrorPage,
  ...screenSetup,
  parameters: { layout: 'fullscreen' },
  args: { status: 404 },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Status = 403 | 404 | 500;
type Canvas = Awaited<ReturnType<typeof findScreen>>;

/**
 * The page of `status` at `/<status>` in the minimal layout: its level-1 heading reads
 * `heading`, then `check` looks at the rest.
 */
const errorStory = (
  status: Status,
  heading: string,
  check: (canvas: Canvas) => Promise<void>,
): Story => ({
  args: { status },
  parameters: { screen: { path: `/${status}`, layout: 'minimal' } satisfies ScreenParameters },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, heading);
    await check(canvas);
  },
});

/** 403: signed in without the right role. */
export const Forbidden: Story = errorStory(403, 'No permission', async (canvas) => {
  await expect(canvas.getByText('You do not have access to this page.')).toBeVisible();
});

/** 404: the way home leads to the landing page. */
export const NotFound: Story = errorStory(404, 'Page not found', async (canvas) => {
  await expect(canvas.getByRole('link', { name: 'Need help?' })).toHaveAttribute(
    'href',
    '/contact-us',
  );
  await userEvent.click(canvas.getByRole('link', { name: 'Go to the home page' }));
  await expect(await canvas.findByTestId('story-location')).toHaveTextContent(/^\/$/);
});

/** 500: an unexpected error on the server. */
export const ServerError: Story = errorStory(500, 'Something went wrong', async (canvas) => {
  await expect(canvas.getByText('500')).toBeVisible();
});
