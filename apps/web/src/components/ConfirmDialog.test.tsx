import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { en } from '../i18n/locales/en';
import { initTestI18n, renderWithI18n } from '../testing/renderWithI18n';
import { ConfirmDialog } from './ConfirmDialog';

beforeAll(initTestI18n);

function Confirm({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Archive</button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Archive Starter?"
        description="Members keep their plan."
        confirmLabel="Archive"
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('renders nothing until opened; once loaded it is a named dialog with the focus', async () => {
    const onConfirm = vi.fn();
    renderWithI18n(<Confirm onConfirm={onConfirm} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive Starter?' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: en.common.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
