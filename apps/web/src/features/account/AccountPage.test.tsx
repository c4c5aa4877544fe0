import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as CoreReact from '@finfree/core/react';
import { MemoryRouter } from 'react-router-dom';
import { initTestI18n, renderWithI18n } from '../../testing/renderWithI18n';
import { AccountPage } from './AccountPage';

// The forms' rules are held until `release` is called: what happens before they arrive.
const held = vi.hoisted(() => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release: () => release(), loaded: vi.fn() };
});
vi.mock('./accountRules', async (importOriginal) => {
  held.loaded();
  await held.gate;
  return importOriginal();
});
const updateMe = vi.hoisted(() => vi.fn(async (values: unknown) => values));
vi.mock('@finfree/core/react', async (importOriginal) => ({
  ...(await importOriginal<typeof CoreReact>()),
  useAuthContext: () => ({
    user: { id: 'u1', name: 'Demo Member', email: 'demo@finfree.app', photoURL: null },
    logout: vi.fn(),
  }),
  useUpdateMe: () => ({ mutateAsync: updateMe }),
  useLogoutAll: () => ({ mutateAsync: vi.fn(), isPending: false }),
}));
vi.mock('./alerts/AlertsSettings', () => ({ AlertsSettings: () => null }));

beforeAll(initTestI18n);

describe('AccountPage profile form', () => {
  it('keeps the name typed before its rules load, and a submit waits for them and checks it', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <MemoryRouter>
        <AccountPage />
      </MemoryRouter>,
    );
    const form = screen.getAllByRole('form')[0]!;
    const name = form.querySelector<HTMLInputElement>('input[name="name"]')!;
    // A plain field from the first render, holding the member's name.
    expect(name).toHaveValue('Demo Member');

    // Typed while the rules are still loading: kept.
    await user.clear(name);
    await user.type(name, '   ');
    expect(held.loaded).toHaveBeenCalled();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(name).toHaveValue('   ');
    expect(name).not.toHaveAttribute('aria-invalid');

    // The submit waited for the rules: the blank name is refused, nothing is sent.
    held.release();
    await waitFor(() => expect(name).toHaveAccessibleDescription('Enter your name.'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(updateMe).not.toHaveBeenCalled();

    // Corrected: the message goes as the member types; the trimmed name is sent.
    await user.type(name, 'Amira H.');
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updateMe).toHaveBeenCalledWith({ name: 'Amira H.', photoURL: null }),
    );
    expect(name).toHaveValue('   Amira H.');
  });
});
