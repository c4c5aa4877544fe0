import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSettingsDrawer } from '../../test/renderSettingsDrawer';

describe('SettingsDrawer', () => {
  beforeEach(() => localStorage.clear());

  it('persists changes under "settings" and enables reset only when they differ', async () => {
    renderSettingsDrawer({ persist: true });
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const reset = await screen.findByRole('button', { name: 'Reset settings' });
    expect(reset).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('radiogroup', { name: 'Presets' })).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: 'Horizontal' }));
    await userEvent.click(screen.getByRole('switch', { name: /Stretch/ }));
    expect(JSON.parse(localStorage.getItem('settings') ?? '{}')).toMatchObject({
      themeLayout: 'horizontal',
      themeStretch: true,
    });
    expect(reset).not.toHaveAttribute('aria-disabled');

    await userEvent.click(reset);
    expect(JSON.parse(localStorage.getItem('settings') ?? '{}')).toMatchObject({
      themeLayout: 'vertical',
      themeStretch: false,
    });
    expect(reset).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows the preset picker only when asked', async () => {
    renderSettingsDrawer({ showPresets: true });
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Red' }));
    expect(document.documentElement).toHaveAttribute('data-preset', 'red');
  });

  it('toggles fullscreen from its switch', async () => {
    const request = vi.fn(() => Promise.resolve());
    Object.defineProperty(document.documentElement, 'requestFullscreen', {
      configurable: true,
      value: request,
    });
    renderSettingsDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await userEvent.click(await screen.findByRole('switch', { name: 'Fullscreen' }));
    expect(request).toHaveBeenCalledTimes(1);
    Reflect.deleteProperty(document.documentElement, 'requestFullscreen');
  });

  it('loads on the first press and opens with focus inside; Escape gives focus back to the button', async () => {
    const user = userEvent.setup();
    renderSettingsDrawer();
    expect(screen.queryByRole('dialog')).toBeNull();
    const button = screen.getByRole('button', { name: 'Settings' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Settings' });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
