import { act, render } from '@testing-library/react';
import { NavigationProgressBar, PROGRESS_BAR_EXIT_MS } from './NavigationProgressBar';

const bar = () => document.querySelector('[data-component="NavigationProgressBar"]');

describe('NavigationProgressBar', () => {
  afterEach(() => vi.useRealTimers());

  it('shows while active, completes, then disappears', () => {
    vi.useFakeTimers();
    const { rerender } = render(<NavigationProgressBar active={false} />);
    expect(bar()).toBeNull();
    rerender(<NavigationProgressBar active />);
    expect(bar()).toHaveAttribute('data-state', 'loading');
    expect(bar()).toHaveAttribute('role', 'progressbar');
    rerender(<NavigationProgressBar active={false} />);
    expect(bar()).toHaveAttribute('data-state', 'done');
    act(() => vi.advanceTimersByTime(PROGRESS_BAR_EXIT_MS - 1));
    expect(bar()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(bar()).toBeNull();
  });

  it('restarts when a new navigation begins before the exit ends', () => {
    vi.useFakeTimers();
    const { rerender } = render(<NavigationProgressBar active />);
    rerender(<NavigationProgressBar active={false} />);
    rerender(<NavigationProgressBar active />);
    act(() => vi.advanceTimersByTime(PROGRESS_BAR_EXIT_MS * 2));
    expect(bar()).toHaveAttribute('data-state', 'loading');
  });
});
