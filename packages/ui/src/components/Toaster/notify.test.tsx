import { act, render, screen } from '@testing-library/react';
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
});
