import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NavGroupData } from '../../components/NavSection/types';
import { SettingsProvider } from '../../settings/SettingsProvider';
import { DashboardLayout } from './DashboardLayout';

const nav: NavGroupData[] = [
  {
    items: [
      { title: 'Dashboard', path: '/dashboard' },
      { title: 'Trades', path: '/dashboard/trades' },
    ],
  },
];

function setDesktop(matches: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

const root = () => document.querySelector('[data-component="DashboardLayout"]');

describe('DashboardLayout', () => {
  afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

  it('on desktop follows themeLayout and toggles vertical ⇄ mini, persisting the choice', async () => {
    setDesktop(true);
    localStorage.clear();
    render(
      <SettingsProvider>
        <DashboardLayout navData={nav} currentPath="/dashboard" />
      </SettingsProvider>,
    );
    expect(root()).toHaveAttribute('data-layout', 'vertical');
    expect(screen.queryByRole('button', { name: 'Open navigation' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Collapse navigation' }));
    expect(root()).toHaveAttribute('data-layout', 'mini');
    expect(JSON.parse(localStorage.getItem('settings') ?? '{}').themeLayout).toBe('mini');
    await userEvent.click(screen.getByRole('button', { name: 'Expand navigation' }));
    expect(root()).toHaveAttribute('data-layout', 'vertical');
    // The mini navigation's code, loaded on the way, has arrived before the test ends.
    await import('./DashboardMenusNav');
    await import('../../components/NavSection/LazyNavMenuItem');
  });

  it('marks stretch and uses the given content max width', () => {
    setDesktop(true);
    render(
      <SettingsProvider persist={false} initialSettings={{ themeStretch: true }}>
        <DashboardLayout navData={nav} currentPath="/dashboard" contentMaxWidth={1000} />
      </SettingsProvider>,
    );
    expect(root()).toHaveAttribute('data-stretch', 'true');
    expect((root() as HTMLElement).style.getPropertyValue('--content-max-width')).toBe('1000px');
  });
});
