import { render, screen } from '@testing-library/react';
import { ProblemAlert } from './ProblemAlert';

describe('ProblemAlert', () => {
  it('announces the problem as an alert, with its title', () => {
    render(<ProblemAlert problem="The card was declined." title="Payment failed" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The card was declined.');
    expect(alert).toHaveTextContent('Payment failed');
  });

  it.each([null, undefined, ''])('shows nothing without a problem (%o)', (problem) => {
    const { container } = render(<ProblemAlert problem={problem} />);
    expect(container).toBeEmptyDOMElement();
  });
});
