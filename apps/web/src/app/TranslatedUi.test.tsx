import { useUiText } from '@finfree/ui';
import { act, render, screen } from '@testing-library/react';
import { changeLanguage, initI18n } from '../i18n';
import { TranslatedUi } from './TranslatedUi';

function Probe() {
  const text = useUiText();
  return (
    <ul>
      <li>{text.settings.title}</li>
      <li>{text.table.range({ from: 1, to: 10, total: 1200 })}</li>
      <li>{text.account.labelWithName({ name: 'Amira' })}</li>
    </ul>
  );
}

describe('TranslatedUi', () => {
  afterAll(() => changeLanguage('en'));

  it("hands the catalogue's ui section to the design system, in the current language", async () => {
    await initI18n('fr');
    render(
      <TranslatedUi>
        <Probe />
      </TranslatedUi>,
    );
    expect(screen.getByText('Paramètres')).toBeInTheDocument();
    // Placeholders filled where the French text puts them; numbers written the French way.
    expect(screen.getAllByRole('listitem')[1]?.textContent).toMatch(/^1–10 sur 1\s200$/);
    expect(screen.getByText('Compte : Amira')).toBeInTheDocument();

    await act(() => changeLanguage('en'));
    expect(screen.getByText('Settings')).toBeInTheDocument();
    expect(screen.getByText('1–10 of 1,200')).toBeInTheDocument();
    expect(screen.getByText('Account: Amira')).toBeInTheDocument();
  });
});
