import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AccountPopover } from '../components/AccountPopover/AccountPopover';
import { Pagination } from '../components/Pagination/Pagination';
import { SettingsButton } from '../components/SettingsDrawer/SettingsButton';
import { Table } from '../components/Table/Table';
import { TextField } from '../components/TextField/TextField';
import { SettingsProvider } from '../settings/SettingsProvider';
import { frenchUiText } from './frenchUiText.fixture';
import { createUiText, defaultUiMessages, defaultUiText, mergeUiMessages } from './uiText';
import { UiTextProvider, useUiText } from './UiTextProvider';
import { renderSettingsDrawer } from '../test/renderSettingsDrawer';

describe('UiText', () => {
  it('defaults to English, with "Loading..." for the account popover', () => {
    expect(defaultUiText.account.loading).toBe('Loading...');
    expect(defaultUiText.settings.title).toBe('Settings');
    expect(defaultUiText.table.range({ from: 1, to: 10, total: 42 })).toBe('1–10 of 42');
    expect(defaultUiText.pagination.page({ page: 3 })).toBe('Page 3');
  });

  it('merges overrides key by key without touching the defaults', () => {
    const merged = mergeUiMessages(defaultUiMessages, {
      settings: { light: 'Clair', dark: undefined },
    });
    expect(merged.settings.light).toBe('Clair');
    expect(merged.settings.dark).toBe('Dark');
    expect(merged.nav).toBe(defaultUiMessages.nav);
    expect(defaultUiMessages.settings.light).toBe('Light');
  });

  it('fills placeholders where the translation puts them, numbers written for the locale', () => {
    const text = createUiText(
      mergeUiMessages(defaultUiMessages, {
        table: { range: '{{total}} : {{from}}–{{to}}' },
        account: { labelWithName: 'Compte de {{name}}' },
      }),
      'fr',
    );
    expect(text.table.range({ from: 1, to: 10, total: 1200 })).toBe('1\u202f200 : 1–10');
    expect(text.account.labelWithName({ name: 'Amira' })).toBe('Compte de Amira');
    // A key the catalogue leaves out keeps the English text.
    expect(text.pagination.page({ page: 3 })).toBe('Page 3');
    expect(
      createUiText(defaultUiMessages, 'en').table.range({ from: 1, to: 10, total: 1200 }),
    ).toBe('1–10 of 1,200');
  });

  it('nested providers merge onto the outer one', () => {
    function Probe() {
      const text = useUiText();
      return (
        <p>
          {text.settings.light}/{text.settings.dark}/{text.settings.mini}
        </p>
      );
    }
    render(
      <UiTextProvider messages={{ settings: { light: 'Clair', dark: 'Sombre' } }}>
        <UiTextProvider messages={{ settings: { dark: 'Nuit' } }}>
          <Probe />
        </UiTextProvider>
      </UiTextProvider>,
    );
    expect(screen.getByText('Clair/Nuit/Mini')).toBeInTheDocument();
  });
});

function InFrench({ children }: { children: ReactNode }) {
  return <UiTextProvider messages={frenchUiText}>{children}</UiTextProvider>;
}

describe('components read the UiText', () => {
  beforeEach(() => localStorage.clear());

  it('renders the settings drawer in French', async () => {
    renderSettingsDrawer({ wrapper: InFrench });
    await userEvent.click(screen.getByRole('button', { name: 'Paramètres' }));
    const drawer = await screen.findByRole('dialog', { name: 'Paramètres' });
    const d = within(drawer);
    expect(d.getByRole('button', { name: 'Réinitialiser les paramètres' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(d.getByRole('button', { name: 'Fermer les paramètres' })).toBeInTheDocument();
    for (const [group, options] of [
      ['Mode', ['Clair', 'Sombre']],
      ['Contraste', ['Par défaut', 'Renforcé']],
      ['Direction', ['De gauche à droite', 'De droite à gauche']],
      ['Disposition', ['Verticale', 'Horizontale', 'Réduite']],
    ] as const) {
      const radios = within(d.getByRole('radiogroup', { name: group })).getAllByRole('radio');
      expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(options);
    }
    expect(d.getByRole('switch', { name: /Étirer/ })).toBeInTheDocument();
    expect(d.getByText('Uniquement sur les écrans de plus de 1600px.')).toBeInTheDocument();
    expect(d.getByRole('switch', { name: 'Plein écran' })).toBeInTheDocument();
    expect(drawer.textContent).not.toMatch(/Light|Dark|Reset|Layout|Fullscreen|Stretch/);

    await userEvent.click(d.getByRole('radio', { name: 'Sombre' }));
    expect(d.getByRole('radio', { name: 'Sombre' })).toBeChecked();
  });

  it('keeps the settings drawer in English without a provider', async () => {
    renderSettingsDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const drawer = await screen.findByRole('dialog', { name: 'Settings' });
    for (const name of ['Light', 'Dark', 'Default', 'Bold', 'Left to right', 'Right to left']) {
      expect(within(drawer).getByRole('radio', { name })).toBeInTheDocument();
    }
    expect(within(drawer).getByRole('switch', { name: 'Fullscreen' })).toBeInTheDocument();
  });

  it('explicit props still win over the provider', async () => {
    render(
      <>
        <AccountPopover user={null} onLogout={() => undefined} logoutLabel="Sortir" />
        <SettingsProvider persist={false}>
          <SettingsButton aria-label="Réglages" />
        </SettingsProvider>
      </>,
      { wrapper: InFrench },
    );
    expect(screen.getByRole('button', { name: 'Réglages' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Compte' }));
    expect(await screen.findByRole('button', { name: 'Sortir' })).toBeInTheDocument();
    expect(screen.getAllByText('Chargement...')).toHaveLength(2);
  });

  it('formats table range and pagination labels through the provider', () => {
    render(
      <>
        <Table
          caption="Trades"
          columns={[{ id: 'name', header: 'Name' }]}
          rows={[{ id: 1, name: 'A' }]}
          pagination={{ page: 2, limit: 10, total: 42, onPageChange: () => undefined }}
        />
        <Pagination count={3} page={1} aria-label="Other" />
      </>,
      { wrapper: InFrench },
    );
    expect(screen.getByText('11–20 sur 42')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2 (actuelle)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getAllByRole('button', { name: 'Page précédente' })).toHaveLength(2);
    // Keys the translation leaves out stay English.
    expect(screen.getAllByRole('button', { name: 'Go to next page' })).toHaveLength(2);
  });

  it('translates the password reveal button', async () => {
    render(
      <UiTextProvider
        messages={{ textField: { showPassword: 'إظهار كلمة المرور', hidePassword: 'إخفاء' } }}
      >
        <TextField label="Password" type="password" />
      </UiTextProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'إظهار كلمة المرور' }));
    expect(screen.getByRole('button', { name: 'إخفاء' })).toBeInTheDocument();
  });
});
