import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountPopover } from './AccountPopover';

describe('AccountPopover', () => {
  it('shows "Loading..." until the user is known, then the name and e-mail', async () => {
    const onLogout = vi.fn();
    const { rerender } = render(<AccountPopover user={undefined} onLogout={onLogout} />);
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findAllByText('Loading...')).toHaveLength(2);
    rerender(
      <AccountPopover
        user={{ name: 'Ada Lovelace', email: 'ada@finfree.app' }}
        onLogout={onLogout}
      />,
    );
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('ada@finfree.app')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('ada@finfree.app')).toBeNull();
  });
});

describe('AccountPopover loaded on first use', () => {
  it('opens on the first key press, with focus in the menu, and gives focus back on Escape', async () => {
    const user = userEvent.setup();
    render(
      <AccountPopover
        user={{ name: 'Ada Lovelace', email: 'ada@finfree.app' }}
        links={[{ label: 'Account', href: '/dashboard/account' }]}
        onLogout={() => undefined}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Account: Ada Lovelace' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('dialog', { name: 'Account' });
    expect(menu).toHaveTextContent('ada@finfree.app');
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    const realTrigger = screen.getByRole('button', { name: 'Account: Ada Lovelace' });
    expect(realTrigger).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(realTrigger).toHaveFocus();
    // Once loaded, a second press opens it again at once.
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeInTheDocument();
  });
});
