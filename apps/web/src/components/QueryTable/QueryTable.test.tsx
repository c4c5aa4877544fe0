import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '../../i18n/locales/en';
import { QueryTable, listPagination, type ListQuery } from './QueryTable';
import { initTestI18n, renderWithI18n } from '../../testing/renderWithI18n';

beforeAll(initTestI18n);

type Row = { id: string; name: string };
const columns = [{ id: 'name', header: 'Name', cell: (row: Row) => row.name }];
const query = (over: Partial<ListQuery<Row>>): ListQuery<Row> => ({
  isPending: false,
  isError: false,
  error: null,
  refetch: vi.fn(),
  ...over,
});

const table = (q: ListQuery<Row>, onPageChange?: (page: number) => void, hideSinglePage = false) =>
  renderWithI18n(
    <QueryTable
      caption="People"
      columns={columns}
      query={q}
      emptyContent="Nobody"
      onPageChange={onPageChange}
      hideSinglePage={hideSinglePage}
    />,
  );

describe('QueryTable', () => {
  it('shows the page and a pager that reports the chosen page', async () => {
    const onPageChange = vi.fn();
    const data = { results: [{ id: 'a', name: 'Ada' }], page: 1, limit: 1, totalResults: 3 };
    table(query({ data }), onPageChange);
    expect(within(screen.getByRole('table', { name: 'People' })).getByText('Ada')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('shows the translated load error with a Retry button that loads again', async () => {
    const failed = query({ isError: true, error: { code: 500, message: 'boom' } });
    table(failed);
    expect(screen.getByText(en.errors.serverText)).toBeVisible();
    expect(screen.queryByText('boom')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: en.common.retry }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows no pager without onPageChange, nor with hideSinglePage while one page holds all', () => {
    const data = { results: [{ id: 'a', name: 'Ada' }], page: 1, limit: 10, totalResults: 1 };
    table(query({ data }));
    table(query({ data }), vi.fn(), true);
    expect(screen.getAllByText('Ada')).toHaveLength(2);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the empty content when the page has no rows', () => {
    const data = { results: [], page: 1, limit: 10, totalResults: 0 };
    table(query({ data }));
    expect(screen.getByText('Nobody')).toBeVisible();
  });
});

describe('listPagination', () => {
  it('is none while the page loads, then the loaded page state', () => {
    const onPageChange = vi.fn();
    expect(listPagination(undefined, onPageChange)).toBeUndefined();
    const pagination = listPagination({ page: 2, limit: 10, totalResults: 42 }, onPageChange);
    expect(pagination).toEqual({ page: 2, limit: 10, total: 42, onPageChange });
  });
});
