import { act, render, screen } from '@testing-library/react';
import { LazyToaster } from './LazyToaster';
import { hasPendingNotifications, notify } from './notify';

describe('LazyToaster', () => {
  it('loads nothing until the first toast is requested, then shows it', async () => {
    const { container } = render(<LazyToaster autoClose={false} />);
    // No toast yet: no region, no toast code.
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).toBeNull();

    act(() => {
      notify.success('Your profile was saved.');
    });
    expect(hasPendingNotifications()).toBe(true);
    expect(await screen.findByText('Your profile was saved.')).toBeInTheDocument();
    expect(hasPendingNotifications()).toBe(false);
  });
});
