import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Table, type TableColumn } from './Table';

interface Row {
  id: number;
  name: string;
  amount: number;
}

const rows: Row[] = [
  { id: 1, name: 'b', amount: 2 },
  { id: 2, name: 'a', amount: 1 },
];
const columns: TableColumn<Row>[] = [
  { id: 'name', header: 'Name', sortable: true },
  { id: 'amount', header: 'Amount', numeric: true, sortable: true },
];

describe('Table', () => {
  it('only reports the sort when controlled and leaves row order to the owner', async () => {
    const onSortChange = vi.fn();
    render(
      <Table
        caption="Rows"
        columns={columns}
        rows={rows}
        sort={{ id: 'name', direction: 'asc' }}
        onSortChange={onSortChange}
      />,
    );
    const name = screen.getByRole('columnheader', { name: /Name/ });
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(name).getByRole('button'));
    expect(onSortChange).toHaveBeenCalledWith({ id: 'name', direction: 'desc' });
    // Controlled: still ascending until the owner passes the new sort.
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: 'Amount' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'amount', direction: 'asc' });
    // Without sortRows the given order stays.
    const [, first] = screen.getAllByRole('row');
    expect(first).toHaveTextContent('b');
  });

  it('formats the range and marks numeric cells', () => {
    render(
      <Table
        caption="Rows"
        columns={columns}
        rows={rows}
        pagination={{ page: 2, limit: 2, total: 3, onPageChange: () => {} }}
        formatRange={(from, to, total) => `${from}-${to}/${total}`}
      />,
    );
    expect(screen.getByText('3-3/3')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '2' })).toHaveAttribute('data-numeric', 'true');
    expect(screen.getByRole('navigation', { name: 'Rows pages' })).toBeInTheDocument();
  });

  it('shows as many skeleton rows while loading as it is told to expect', () => {
    const { container, rerender } = render(
      <Table caption="Rows" columns={columns} rows={[]} loading />,
    );
    expect(container.querySelectorAll('[data-part="SkeletonRow"]')).toHaveLength(5);
    rerender(<Table caption="Rows" columns={columns} rows={[]} loading loadingRows={1} />);
    expect(container.querySelectorAll('[data-part="SkeletonRow"]')).toHaveLength(1);
  });

  it('shows the error row instead of rows and hides the retry button without onRetry', () => {
    render(<Table caption="Rows" columns={columns} rows={rows} error="Failed" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByText('b')).toBeNull();
  });
});
