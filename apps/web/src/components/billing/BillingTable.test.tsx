import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListQuery } from '../QueryTable';
import { initTestI18n, renderWithI18n } from '../../testing/renderWithI18n';
import { BillingTable } from './BillingTable';

beforeAll(initTestI18n);

type Row = { id: string; name: string };
const columns = [{ id: 'name', header: 'Name', cell: (row: Row) => row.name }];
const people = ['Ada', 'Grace', 'Hedy'].map((name, i) => ({ id: String(i), name }));

/** A list hook over `people`, answering at once. */
const usePeople = vi.fn(({ limit, page }: { limit: number; page: number }): ListQuery<Row> => ({
  data: {
    results: people.slice((page - 1) * limit, page * limit),
    page,
    limit,
    totalResults: people.length,
  },
  isPending: false,
  isError: false,
  error: null,
  refetch: vi.fn(),
}));

/** The table of `people`, `limit` rows a page. */
const renderPeople = (limit: number) =>
  renderWithI18n(
    <BillingTable
      caption="People"
      columns={columns}
      useList={usePeople}
      limit={limit}
      emptyContent="-"
    />,
  );

describe('BillingTable', () => {
  it('starts on the first page and asks its hook for the page the pager picks', async () => {
    renderPeople(2);
    const table = screen.getByRole('table', { name: 'People' });
    expect(within(table).getByText('Ada')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(usePeople).toHaveBeenLastCalledWith({ limit: 2, page: 2 });
    expect(within(table).getByText('Hedy')).toBeVisible();
  });

  it('shows no pager while one page holds every row', () => {
    renderPeople(5);
    expect(screen.getByText('Grace')).toBeVisible();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
