import { render, screen } from '@testing-library/react';
import { FigureList } from './FigureList';

describe('FigureList', () => {
  it('pairs each label with its value, and is busy while a value loads', () => {
    const { container, rerender } = render(
      <FigureList
        items={[
          { label: 'Win rate', value: '62%' },
          { label: 'Trades', value: null },
        ]}
      />,
    );
    const list = container.querySelector('dl');
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Win rate',
      'Trades',
    ]);
    expect(screen.getAllByRole('definition')[0]).toHaveTextContent('62%');
    rerender(
      <FigureList
        items={[
          { label: 'Win rate', value: '62%' },
          { label: 'Trades', value: '48' },
        ]}
      />,
    );
    expect(list).not.toHaveAttribute('aria-busy');
    expect(screen.getAllByRole('definition')[1]).toHaveTextContent('48');
  });
});
