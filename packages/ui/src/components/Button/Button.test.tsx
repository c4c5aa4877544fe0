import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Button } from './Button';

describe('Button', () => {
  it('renders a type="button" with its variant and size as data attributes', () => {
    render(
      <Button variant="outlined" size="large">
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', 'outlined');
    expect(button).toHaveAttribute('data-size', 'large');
    expect(button).toHaveAttribute('data-component', 'Button');
  });

  it('calls onClick, forwards the ref, and does nothing when disabled', async () => {
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    const { rerender } = render(
      <Button ref={ref} onClick={onClick}>
        Go
      </Button>,
    );
    expect(ref.current).toBe(screen.getByRole('button'));
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={onClick} disabled>
        Go
      </Button>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('Button loading', () => {
  it('is busy, disabled and shows a spinner instead of the start icon', () => {
    render(
      <Button loading startIcon={<svg data-testid="icon" />}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(screen.queryByTestId('icon')).toBeNull();
    expect(button.querySelector('[data-part="Spinner"]')).not.toBeNull();
  });

  it('merges className and passes the colour as data-color', () => {
    render(
      <Button className="extra" color="error">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveClass('extra');
    expect(button).toHaveAttribute('data-color', 'error');
  });
});
