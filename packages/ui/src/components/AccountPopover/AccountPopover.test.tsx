import { render, screen } from '@testing-library/react';
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
