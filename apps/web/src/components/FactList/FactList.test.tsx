import { render, screen } from '@testing-library/react';
import { Fact, FactList } from './FactList';

describe('FactList', () => {
  it('pairs each label with its value as a term and its definition', () => {
    render(
      <FactList aria-label="Levels">
        <Fact label="Entry">1.0850</Fact>
        <Fact label="Stop loss">1.0800</Fact>
      </FactList>,
    );
    const list = screen.getByLabelText('Levels');
    expect(list.tagName).toBe('DL');
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Entry',
      'Stop loss',
    ]);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '1.0850',
      '1.0800',
    ]);
  });
});
