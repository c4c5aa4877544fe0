import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { en } from '../../i18n/locales/dashboard/en';
import { initTestI18n, renderWithI18n } from '../../testing/renderWithI18n';
import { ListFilter, type ListFilterProps } from './ListFilter';

beforeAll(initTestI18n);

function Location() {
  const { search } = useLocation();
  return <output aria-label="search">{search}</output>;
}

const colours = [
  { value: 'red', label: 'Red' },
  { value: 'blue', label: 'Blue' },
];

const renderAt = (url: string, props: Partial<ListFilterProps> = {}) =>
  renderWithI18n(
    <MemoryRouter initialEntries={[url]}>
      <ListFilter param="colour" label="Colour" value={undefined} options={colours} {...props} />
      <Location />
    </MemoryRouter>,
  );

describe('ListFilter', () => {
  it('offers "All" first, then the options, showing the given value', () => {
    renderAt('/list?colour=blue', { value: 'blue' });
    const select = screen.getByLabelText('Colour');
    expect(select).toHaveValue('blue');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      en.lists.all,
      'Red',
      'Blue',
    ]);
  });

  it('sets its parameter and goes back to the first page; "All" removes the parameter', async () => {
    renderAt('/list?page=3&q=ada');
    await userEvent.selectOptions(screen.getByLabelText('Colour'), 'red');
    expect(screen.getByLabelText('search')).toHaveTextContent('?q=ada&colour=red');
    await userEvent.selectOptions(screen.getByLabelText('Colour'), en.lists.all);
    expect(screen.getByLabelText('search')).toHaveTextContent('?q=ada');
    expect(screen.getByLabelText('search')).not.toHaveTextContent('colour');
  });

  it('takes its own first label and further options (groups)', () => {
    renderAt('/list', {
      allLabel: 'Any colour',
      children: (
        <optgroup label="Warm">
          <option value="orange">Orange</option>
        </optgroup>
      ),
    });
    expect(screen.getByRole('option', { name: 'Any colour' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Warm' })).toBeInTheDocument();
    expect(screen.getByLabelText('Colour')).toHaveValue('');
  });
});
