import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('requires an accessible label by type and exposes it', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <IconButton ref={ref} aria-label="Close" className="x">
        <svg aria-hidden />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Close' });
    expect(ref.current).toBe(button);
    expect(button).toHaveClass('x');
    expect(button).toHaveAttribute('data-component', 'IconButton');
    expect(button).toHaveAttribute('type', 'button');
  });

  it('does not type-check without aria-label', () => {
    // @ts-expect-error -- 'aria-label' is mandatory
    const element = <IconButton>x</IconButton>;
    expect(element).toBeTruthy();
  });
});
