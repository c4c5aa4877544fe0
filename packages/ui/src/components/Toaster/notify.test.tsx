import { act, render, screen } from '@testing-library/react';
import { UiTextProvider } from '../../locale/UiTextProvider';
import { LazyToaster } from './LazyToaster';
import { notify } from './notify';

describe('notify + LazyToaster', () => {
  it('shows toasts called before the lazy toaster loaded, then later ones', async () => {
    const first = notify.success('Saved before load');
    notify.error('Failed before load');
    const dropped = notify.info('Dismissed while queued');
    notify.dismiss(dropped);
    expect(first).toMatch(/^ff-toast-/);

    render(<LazyToaster autoClose={false} />);
    expect(await screen.findByText('Saved before load')).toBeInTheDocument();
    expect(await screen.findByText('Failed before load')).toBeInTheDocument();

    act(() => {
      notify.warning('After load', { toastId: 'later' });
    });
    expect(await screen.findByText('After load')).toBeInTheDocument();
    // Give a dismissed-while-queued toast every chance to show up.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('Dismissed while queued')).toBeNull();
  });

  it('names the toast region and close buttons from the UiText', async () => {
    render(
      <UiTextProvider messages={{ toaster: { region: 'Notifications', close: 'Fermer' } }}>
        <LazyToaster autoClose={false} />
      </UiTextProvider>,
    );
    act(() => {
      notify('Bonjour');
    });
    expect(await screen.findByText('Bonjour')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Fermer' }).length).toBeGreaterThan(0);
  });
});
