import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  SETTINGS_STORAGE_KEY,
  defaultSettings,
  readStoredSettings,
  sanitizeSettings,
} from './config';
import { SettingsProvider } from './SettingsProvider';
import { useSettings } from './useSettings';
import { resetSettingsPage } from '../test/settingsPage';

const wrapper = ({ children }: { children: ReactNode }) => (
  <SettingsProvider>{children}</SettingsProvider>
);
const stored = () => JSON.parse(localStorage.getItem('settings') ?? 'null') as unknown;

beforeEach(resetSettingsPage);

describe('settings defaults and storage', () => {
  it('stores under the key `settings` with the documented defaults', () => {
    expect(SETTINGS_STORAGE_KEY).toBe('settings');
    expect(defaultSettings).toEqual({
      themeMode: 'dark',
      themeContrast: 'default',
      themeDirection: 'ltr',
      themeLayout: 'vertical',
      themeStretch: false,
      themeColorPresets: 'purple',
    });
  });

  it('sanitizes field by field', () => {
    expect(
      sanitizeSettings({ themeMode: 'light', themeLayout: 'diagonal', themeStretch: 'yes', x: 1 }),
    ).toEqual({ ...defaultSettings, themeMode: 'light' });
    expect(sanitizeSettings(null)).toEqual(defaultSettings);
    expect(sanitizeSettings([1, 2])).toEqual(defaultSettings);
  });

  it('reads corrupt storage as defaults without throwing', () => {
    localStorage.setItem('settings', '{not json');
    expect(readStoredSettings()).toEqual(defaultSettings);
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readStoredSettings(throwing)).toEqual(defaultSettings);
  });
});

describe('SettingsProvider', () => {
  it('starts from the defaults, applies them to <html> and persists them', () => {
    const { result } = renderHook(() => useSettings(), { wrapper });
    expect(result.current.themeMode).toBe('dark');
    expect(result.current.canReset).toBe(false);
    const html = document.documentElement;
    expect(html).toHaveAttribute('data-mode', 'dark');
    expect(html).toHaveAttribute('data-preset', 'purple');
    expect(html).toHaveAttribute('data-contrast', 'default');
    expect(html).toHaveAttribute('dir', 'ltr');
    expect(stored()).toEqual(defaultSettings);
  });

  it('restores stored settings, falling back per field', () => {
    localStorage.setItem(
      'settings',
      JSON.stringify({ themeMode: 'light', themeDirection: 'sideways', themeStretch: true }),
    );
    const { result } = renderHook(() => useSettings(), { wrapper });
    expect(result.current.themeMode).toBe('light');
    expect(result.current.themeDirection).toBe('ltr');
    expect(result.current.themeStretch).toBe(true);
    expect(result.current.canReset).toBe(true);
  });

  it('updates, persists, enables reset only when different, and resets', () => {
    const { result } = renderHook(() => useSettings(), { wrapper });
    act(() => result.current.onUpdate('themeDirection', 'rtl'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(stored()).toMatchObject({ themeDirection: 'rtl' });
    expect(result.current.canReset).toBe(true);

    act(() => result.current.onUpdate('themeDirection', 'ltr'));
    expect(result.current.canReset).toBe(false);

    act(() => {
      result.current.setMode('light');
      result.current.setLayout('mini');
      result.current.setStretch(true);
      result.current.setColorPreset('cyan');
      result.current.setContrast('bold');
    });
    expect(stored()).toEqual({
      themeMode: 'light',
      themeContrast: 'bold',
      themeDirection: 'ltr',
      themeLayout: 'mini',
      themeStretch: true,
      themeColorPresets: 'cyan',
    });
    expect(document.documentElement).toHaveAttribute('data-preset', 'cyan');
    expect(document.documentElement).toHaveAttribute('data-layout', 'mini');

    act(() => result.current.onReset());
    expect(result.current.canReset).toBe(false);
    expect(stored()).toEqual(defaultSettings);
    expect(document.documentElement).toHaveAttribute('data-mode', 'dark');
  });

  it('ignores invalid updates', () => {
    const { result } = renderHook(() => useSettings(), { wrapper });
    act(() => result.current.onUpdate('themeMode', 'sepia' as never));
    expect(result.current.themeMode).toBe('dark');
  });

  it('opens, toggles and closes the drawer', () => {
    const { result } = renderHook(() => useSettings(), { wrapper });
    expect(result.current.open).toBe(false);
    act(() => result.current.onToggle());
    expect(result.current.open).toBe(true);
    act(() => result.current.onToggle());
    expect(result.current.open).toBe(false);
    act(() => result.current.onToggle());
    act(() => result.current.onClose());
    expect(result.current.open).toBe(false);
  });

  it('toggles fullscreen and follows fullscreenchange', () => {
    let element: Element | null = null;
    Object.defineProperty(document, 'fullscreenElement', {
      configurable: true,
      get: () => element,
    });
    const request = vi.fn(() => Promise.resolve());
    const exit = vi.fn(() => Promise.resolve());
    document.documentElement.requestFullscreen = request;
    document.exitFullscreen = exit;

    const { result } = renderHook(() => useSettings(), { wrapper });
    expect(result.current.isFullscreen).toBe(false);
    act(() => result.current.onToggleFullscreen());
    expect(request).toHaveBeenCalledTimes(1);
    act(() => {
      element = document.documentElement;
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    expect(result.current.isFullscreen).toBe(true);
    act(() => result.current.onToggleFullscreen());
    expect(exit).toHaveBeenCalledTimes(1);
    act(() => {
      element = null;
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    expect(result.current.isFullscreen).toBe(false);
    Reflect.deleteProperty(document, 'fullscreenElement');
  });

  it('follows another tab through the storage event', () => {
    const { result } = renderHook(() => useSettings(), { wrapper });
    act(() => {
      localStorage.setItem('settings', JSON.stringify({ ...defaultSettings, themeMode: 'light' }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'settings' }));
    });
    expect(result.current.themeMode).toBe('light');
  });

  it('does not touch storage with persist={false} and takes initial settings', () => {
    localStorage.setItem('settings', JSON.stringify({ ...defaultSettings, themeMode: 'light' }));
    const { result } = renderHook(() => useSettings(), {
      wrapper: ({ children }) => (
        <SettingsProvider persist={false} initialSettings={{ themeColorPresets: 'red' }}>
          {children}
        </SettingsProvider>
      ),
    });
    expect(result.current.themeMode).toBe('dark');
    expect(result.current.themeColorPresets).toBe('red');
    act(() => result.current.setMode('light'));
    expect(stored()).toMatchObject({ themeMode: 'light', themeColorPresets: 'purple' });
  });

  it('useSettings() outside the provider throws a clear error', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Orphan() {
      useSettings();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow(/inside a <SettingsProvider>/);
    spy.mockRestore();
    expect(screen.queryByText('x')).toBeNull();
  });
});
