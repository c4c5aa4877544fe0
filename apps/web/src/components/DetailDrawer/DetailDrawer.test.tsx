import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '../../i18n/locales/en';
import { DetailDrawer } from './DetailDrawer';
import { initTestI18n, renderWithI18n } from '../../testing/renderWithI18n';

beforeAll(initTestI18n);

describe('DetailDrawer', () => {
  it('is a dialog named by its title, loaded on first open, with the focus; closing it calls onClose', async () => {
    const onClose = vi.fn();
    renderWithI18n(
      <DetailDrawer open onClose={onClose} title="Member">
        <p>Details</p>
      </DetailDrawer>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Member' });
    expect(within(dialog).getByText('Details')).toBeVisible();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: en.common.close }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing while closed', () => {
    renderWithI18n(
      <DetailDrawer open={false} onClose={vi.fn()} title="Member">
        <p>Details</p>
      </DetailDrawer>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
