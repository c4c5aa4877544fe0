import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { validCredentials } from '../../stories/fixtures';
import { screenStory } from '../../stories/ScreenDecorator';
import { LoginForm } from './LoginForm';
import { findScreen } from '../../stories/findScreen';

const meta = {
  title: 'Screens/Login',
  component: LoginForm,
  tags: ['!autodocs'],
  ...screenStory({ path: '/auth/jwt/login', layout: 'auth' }),
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sign-in in the split auth layout, for a guest. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, 'Sign in to Finfree');
    await expect(canvas.getByLabelText(/^E-mail address/)).toBeRequired();
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/auth/jwt/register',
    );
  },
};

/** Wrong password: the API's 401 message is shown above the form. */
export const ServerError: Story = {
  name: 'Server error (401)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^E-mail address/), validCredentials.email);
    await userEvent.type(canvas.getByLabelText(/^Password/), 'not-my-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Incorrect email or password');
    await expect(canvas.queryByTestId('story-location')).toBeNull();
  },
};

/** Empty and malformed fields are refused before anything is sent. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = await canvas.findByRole('button', { name: 'Sign in' });
    await userEvent.click(submit);
    await expect(await canvas.findByText('Enter your e-mail address.')).toBeVisible();
    await expect(canvas.getByText('Enter your password.')).toBeVisible();
    await expect(canvas.getByLabelText(/^E-mail address/)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(canvas.getByLabelText(/^E-mail address/), 'amira@');
    await userEvent.click(submit);
    await expect(await canvas.findByText('Enter a valid e-mail address.')).toBeVisible();
  },
};

/** Right credentials: the guest guard sends the new member to the dashboard. */
export const SignsIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^E-mail address/), validCredentials.email);
    await userEvent.type(canvas.getByLabelText(/^Password/), validCredentials.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByTestId('story-location')).toHaveTextContent(/^\/dashboard$/);
  },
};

/** Arriving from sign-up: the page says the account is ready; the e-mail is filled in. */
export const AfterSignUp: Story = {
  parameters: {
    screen: {
      path: '/auth/jwt/login',
      layout: 'auth',
      state: { email: 'nadia@example.com', registered: true },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Your account is ready. Sign in to continue.'),
    ).toBeVisible();
    await expect(await canvas.findByLabelText(/^E-mail address/)).toHaveValue('nadia@example.com');
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('');
  },
};

/** Signed out because the session ended elsewhere: the page says so. */
export const SignedOutElsewhere: Story = {
  parameters: {
    screen: { path: '/auth/jwt/login?signedOut=1&returnTo=%2Fdashboard', layout: 'auth' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/You were signed out/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/jwt/reset-password',
    );
  },
};

/** Light mode: the link in "New to Finfree? …" is underlined, not told apart by colour alone (axe). */
export const LightMode: Story = {
  globals: { mode: 'light' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Create an account' });
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};
