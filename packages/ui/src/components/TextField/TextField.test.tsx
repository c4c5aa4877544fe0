import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { TextField } from './TextField';

describe('TextField', () => {
  it('forwards the ref to the input and the className to the root', () => {
    const ref = createRef<HTMLInputElement | HTMLTextAreaElement>();
    const { container } = render(<TextField ref={ref} label="Name" className="outer" />);
    expect(ref.current).toBe(screen.getByLabelText('Name'));
    expect(container.firstElementChild).toHaveClass('outer');
    expect(container.firstElementChild).toHaveAttribute('data-component', 'TextField');
  });

  it('keeps a caller aria-describedby next to the helper text', () => {
    render(
      <>
        <p id="extra">Extra</p>
        <TextField label="Name" helperText="Help" aria-describedby="extra" />
      </>,
    );
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Extra Help');
  });
});
