import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { memberUser } from '../../stories/fixtures';
import { screenStory } from '../../stories/ScreenDecorator';
import { AccountPage } from './AccountPage';
import { findScreen } from '../../stories/findScreen';

const meta = {
  title: 'Screens/Account',
  component: AccountPage,
  tags: ['!autodocs'],
  ...screenStory({
    path: '/dashboard/one',
    layout: 'dashboard',
    auth: 'member',
    bundles: ['session'],
  }),
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Profile, password and sessions of a signed-in member; saving the profile confirms it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, 'Account');
    const profile = canvas.getByRole('form', { name: 'Profile' });
    await expect(within(profile).getByLabelText(/^E-mail/)).toHaveValue(memberUser.email);
    const name = within(profile).getByLabelText(/^Name/);
    await expect(name).toHaveValue(memberUser.name);
    await userEvent.clear(name);
    await userEvent.type(name, 'Amira H.');
    await userEvent.click(within(profile).getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Your profile was saved.')).toBeInTheDocument();
  },
};

/** The password form checks its fields and shows the server's refusal at its field. */
export const PasswordErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Change password' });
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    const current = await within(form).findByLabelText(/^Current password/);
    const next = within(form).getByLabelText(/^New password/);
    await waitFor(() => expect(current).toHaveAccessibleDescription('Enter your password.'));
    await expect(next).toHaveAccessibleDescription('Enter your password.');
    await userEvent.type(current, 'wrong-password');
    await userEvent.type(next, 'short');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(next).toHaveAccessibleDescription('Use at least 8 characters.'));
    await userEvent.type(next, '-but-long-enough');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Current password/)).toHaveAccessibleDescription(
        'Current password is incorrect',
      ),
    );
  },
};

/** Signing out everywhere asks first; Cancel keeps the session, confirming ends it. */
export const SignOutEverywhereConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign out of all devices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out of all devices?' });
    await expect(dialog).toHaveTextContent('this one included');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.queryByTestId('story-location')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out of all devices' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Sign out everywhere',
      }),
    );
    await expect(await canvas.findByTestId('story-location')).toHaveTextContent('/');
  },
};

/** Alert choices: the defaults, changed and saved (e-mail as a digest, notes in the app). */
export const NotificationChoices: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await findScreen(canvasElement, 'Account');
    // The alert settings load when they come near the screen.
    window.scrollTo(0, document.documentElement.scrollHeight);
    const section = await canvas.findByRole('region', { name: 'Notifications' });
    const notesInApp = await within(section).findByRole('checkbox', { name: 'Notes: In the app' });
    await expect(notesInApp).not.toBeChecked();
    await expect(
      within(section).getByRole('checkbox', { name: 'New trade: By e-mail' }),
    ).toBeChecked();
    await userEvent.click(notesInApp);
    await userEvent.click(within(section).getByRole('radio', { name: 'A daily digest' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));
    await expect(
      await screen.findByText('Your notification choices were saved.'),
    ).toBeInTheDocument();
    await expect(notesInApp).toBeChecked();
  },
};
