import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { ReactNode } from 'react';
import { en } from '../../i18n/locales/en';
import { DetailDrawer } from './DetailDrawer';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
});
const wrap = (node: ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

describe('DetailDrawer', () => {
  it('is a dialog named by its title; closing it calls onClose', async () => {
    const onClose = vi.fn();
    wrap(
      <DetailDrawer open onClose={onClose} title="Member">
        <p>Details</p>
      </DetailDrawer>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Member' });
    expect(within(dialog).getByText('Details')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: en.common.close }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing while closed', () => {
    wrap(
      <DetailDrawer open={false} onClose={vi.fn()} title="Member">
        <p>Details</p>
      </DetailDrawer>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
