import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { ListQuery } from '../QueryTable';
import { initTestI18n, renderWithI18n } from '../../testing/renderWithI18n';
import { ListTable } from './ListTable';

beforeAll(initTestI18n);

type Row = { id: string; name: string };
const columns = [{ id: 'name', header: 'Name', cell: (row: Row) => row.name }];
const query: ListQuery<Row> = {
  data: { results: [{ id: 'a', name: 'Ada' }], page: 1, limit: 1, totalResults: 3 },
  isPending: false,
  isError: false,
  error: null,
  refetch: vi.fn(),
};

function Location() {
  return <output aria-label="search">{useLocation().search}</output>;
}

describe('ListTable', () => {
  it("shows the query's page; its pager sets the URL's page, keeping the filters", async () => {
    renderWithI18n(
      <MemoryRouter initialEntries={['/list?status=open']}>
        <ListTable caption="People" columns={columns} query={query} emptyContent="Nobody" />
        <Location />
      </MemoryRouter>,
    );
    expect(within(screen.getByRole('table', { name: 'People' })).getByText('Ada')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(screen.getByLabelText('search')).toHaveTextContent('?status=open&page=2');
  });
});
