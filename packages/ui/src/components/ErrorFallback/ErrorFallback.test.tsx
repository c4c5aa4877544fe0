import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorFallback, errorMessage } from './ErrorFallback';

describe('ErrorFallback', () => {
  it('reads the message of any thrown value', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage('plain')).toBe('plain');
    expect(errorMessage({ message: 'from body' })).toBe('from body');
    expect(errorMessage(42)).toBeUndefined();
  });

  it('shows a fallback text and retries through resetErrorBoundary', async () => {
    const reset = vi.fn();
    render(<ErrorFallback error={42} resetErrorBoundary={reset} />);
    expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
