import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { STORY_API_BASE_URL } from '../../stories/fixtures';
import { screenStory } from '../../stories/ScreenDecorator';
import { PasswordRecovery } from './PasswordRecovery';
import { findScreen } from '../../stories/findScreen';

const api = (path: string) => `${STORY_API_BASE_URL}${path}`;
const forgotOk = http.post(
  api('/auth/forgot-password'),
  () => new HttpResponse(null, { status: 204 }),
);
const resetOk = http.post(api('/auth/reset-password'), () =>
  HttpResponse.json({ email: 'ada@example.com' }),
);
const resetDead = http.post(api('/auth/reset-password'), () =>
  HttpResponse.json({ code: 401, message: 'Password reset failed' }, { status: 401 }),
);

const meta = {
  title: 'Screens/Password recovery',
  component: PasswordRecovery,
  tags: ['!autodocs'],
  ...screenStory({
    path: '/auth/jwt/reset-password',
    layout: 'auth',
    bundles: ['session'],
    handlers: [forgotOk, resetOk],
  }),
} satisfies Meta<typeof PasswordRecovery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Forgot password?": the e-mail is checked, then the same answer whether or not it exists. */
export const AskForALink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, 'Forgot your password?');
    const email = canvas.getByLabelText(/^E-mail address/);
    await userEvent.type(email, 'not an address');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }));
    await expect(await canvas.findByText('Enter a valid e-mail address.')).toBeVisible();
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'If an account exists for ada@example.com',
    );
  },
};

/** The e-mailed link: two matching passwords, then sign-in with the e-mail filled in. */
export const SetANewPassword: Story = {
  parameters: { screen: { path: '/auth/jwt/reset-password?token=abc' } },
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, 'Set a new password');
    await userEvent.type(canvas.getByLabelText(/^New password/), 'a long new passphrase');
    await userEvent.type(canvas.getByLabelText(/^Repeat the new password/), 'something else');
    await userEvent.click(canvas.getByRole('button', { name: 'Set the new password' }));
    await expect(await canvas.findByText('The two passwords are not the same.')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(/^Repeat the new password/));
    await userEvent.type(
      canvas.getByLabelText(/^Repeat the new password/),
      'a long new passphrase',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Set the new password' }));
    await expect(await canvas.findByTestId('story-location')).toHaveTextContent('/auth/jwt/login');
  },
};

/** A used or expired link says so and offers a new one. */
export const LinkNoLongerValid: Story = {
  parameters: {
    screen: { path: '/auth/jwt/reset-password?token=used', handlers: [resetDead] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^New password/), 'a long new passphrase');
    await userEvent.type(
      canvas.getByLabelText(/^Repeat the new password/),
      'a long new passphrase',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Set the new password' }));
    await expect(await canvas.findByText(/expired or was already used/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Send a new link' })).toHaveAttribute(
      'href',
      '/auth/jwt/reset-password',
    );
  },
};

/** Arabic, right to left. */
export const Arabic: Story = {
  parameters: { screen: { language: 'ar' } },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement, 'هل نسيت كلمة المرور؟');
  },
};
