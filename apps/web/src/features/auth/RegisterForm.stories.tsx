import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { memberUser } from '../../stories/fixtures';
import { screenStory } from '../../stories/ScreenDecorator';
import { RegisterForm } from './RegisterForm';
import { findScreen } from '../../stories/findScreen';

const meta = {
  title: 'Screens/Register',
  component: RegisterForm,
  tags: ['!autodocs'],
  ...screenStory({
    path: '/auth/jwt/register?ref=AMIRA24',
    layout: 'auth',
  }),
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from a referral link: `?ref=` prefills the referral code. */
export const WithReferral: Story = {
  name: 'With ?ref prefilled',
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, 'Create your account');
    await expect(canvas.getByLabelText(/^Referral code/)).toHaveValue('AMIRA24');
    await expect(canvas.getByText('8 to 128 characters.')).toBeVisible();
  },
};

/** A short password and a taken e-mail are shown at their fields. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('Enter your name.')).toBeVisible();
    await expect(canvas.getByText('Enter your e-mail address.')).toBeVisible();
    await expect(canvas.getByText('Enter your password.')).toBeVisible();

    await userEvent.type(canvas.getByLabelText(/^Full name/), 'Amira Haddad');
    await userEvent.type(canvas.getByLabelText(/^E-mail address/), memberUser.email);
    await userEvent.type(canvas.getByLabelText(/^Password/), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('Use at least 8 characters.')).toBeVisible();

    await userEvent.type(canvas.getByLabelText(/^Password/), '-but-long-now');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('Email already taken')).toBeVisible();
  },
};

/** Success: on to sign-in (the new account stays signed out), which says the account is ready. */
export const Registers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Full name/), 'Nadia Benali');
    await userEvent.type(canvas.getByLabelText(/^E-mail address/), 'nadia@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'a-long-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByTestId('story-location')).toHaveTextContent(
      /^\/auth\/jwt\/login$/,
    );
  },
};

/** Light mode: the link in "Already have an account? …" is underlined, not told apart by colour alone (axe). */
export const LightMode: Story = {
  globals: { mode: 'light' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Sign In' });
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};
