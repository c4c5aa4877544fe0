import type { Meta, StoryObj } from '@storybook/react-vite';
import { House, UserRound } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CurrentPath, MemoryLink, MemoryRouter } from '../NavSection/storyRouter';
import { AccountPopover, type AccountPopoverProps } from './AccountPopover';

const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#078DEE"/><circle cx="20" cy="16" r="7" fill="#fff"/><rect x="8" y="26" width="24" height="14" rx="7" fill="#fff"/></svg>',
  );

function Demo(props: AccountPopoverProps) {
  return (
    <MemoryRouter initialPath="/dashboard">
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 16, alignItems: 'center' }}>
        <CurrentPath />
        <AccountPopover LinkComponent={MemoryLink} {...props} />
      </div>
    </MemoryRouter>
  );
}

const meta = {
  title: 'Layouts/AccountPopover',
  component: Demo,
  args: {
    user: { name: 'Amira Haddad', email: 'amira@finfree.app', photoURL: photo },
    links: [
      { label: 'Home', href: '/', icon: <House aria-hidden="true" /> },
      { label: 'Account', href: '/dashboard/one', icon: <UserRound aria-hidden="true" /> },
    ],
    onLogout: fn(),
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = () => canvas.getByRole('button', { name: 'Account: Amira Haddad' });
    // The menu's code loads on this first press, which still opens it.
    await userEvent.click(trigger());
    const menu = await screen.findByRole('dialog');
    await expect(menu).toHaveTextContent('Amira Haddad');
    await expect(menu).toHaveTextContent('amira@finfree.app');
    await expect(menu.getBoundingClientRect().width).toBe(200);
    await userEvent.click(within(menu).getByRole('link', { name: 'Account' }));
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/dashboard/one');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(trigger());
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { user: null },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account' }));
    const menu = await screen.findByRole('dialog');
    await expect(within(menu).getAllByText('Loading...')).toHaveLength(2);
  },
};

/** By keyboard: the first Enter opens the menu, focus moves into it and Escape brings it back. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Account: Amira Haddad' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('dialog', { name: 'Account' });
    // Focus starts on the first item (Home), not on Logout further down.
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Home' })).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Account: Amira Haddad' })).toHaveAttribute(
      'aria-controls',
      menu.id,
    );
    await userEvent.tab();
    await expect(within(menu).getByRole('link', { name: 'Account' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(menu).getByRole('button', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Account: Amira Haddad' })).toHaveFocus();
  },
};
