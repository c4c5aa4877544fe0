import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Table, type TableColumn } from './Table';
import { inFrame } from '../../stories/storyDecorators';

interface Trade {
  id: string;
  symbol: string;
  side: 'Buy' | 'Sell';
  quantity: number;
  price: number;
}

const trades: Trade[] = [
  { id: 't1', symbol: 'AAPL', side: 'Buy', quantity: 10, price: 189.5 },
  { id: 't2', symbol: 'TSLA', side: 'Sell', quantity: 3, price: 242.1 },
  { id: 't3', symbol: 'MSFT', side: 'Buy', quantity: 7, price: 415.25 },
];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: TableColumn<Trade>[] = [
  { id: 'symbol', header: 'Symbol', sortable: true },
  { id: 'side', header: 'Side' },
  { id: 'quantity', header: 'Quantity', numeric: true, sortable: true },
  { id: 'price', header: 'Price', numeric: true, cell: (t) => money.format(t.price) },
];

const meta = {
  title: 'Primitives/Table',
  component: Table<Trade>,
  args: { columns, rows: trades, caption: 'Trades' },
} satisfies Meta<typeof Table<Trade>>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (root: HTMLElement) => within(root).getAllByRole('row').slice(1);

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Trades' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    await expect(bodyRows(canvasElement)).toHaveLength(3);
    await expect(within(table).getByText('$189.50')).toBeVisible();
  },
};

export const Sorting: Story = {
  args: { sortRows: true, onSortChange: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    const header = canvas.getByRole('columnheader', { name: /Quantity/ });
    await expect(header).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(header).getByRole('button', { name: 'Quantity' }));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ id: 'quantity', direction: 'asc' });
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('TSLA');
    await userEvent.click(within(header).getByRole('button', { name: 'Quantity' }));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('AAPL');
  },
};

export const Loading: Story = {
  args: { loading: true, rows: [] },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(table.querySelectorAll('[data-part="SkeletonRow"]')).toHaveLength(5);
  },
};

export const Empty: Story = {
  args: { rows: [], emptyContent: 'No trades yet' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No trades yet')).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { rows: [], error: 'Could not load trades.', onRetry: fn() },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Could not load trades.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

const manyTrades: Trade[] = Array.from({ length: 42 }, (_, i) => ({
  id: `p${i + 1}`,
  symbol: `SYM${i + 1}`,
  side: i % 2 ? 'Sell' : 'Buy',
  quantity: i + 1,
  price: 100 + i,
}));

function PaginatedTrades() {
  const [page, setPage] = useState(1);
  const limit = 10;
  return (
    <Table
      caption="Trades"
      columns={columns}
      rows={manyTrades.slice((page - 1) * limit, page * limit)}
      pagination={{ page, limit, total: manyTrades.length, onPageChange: setPage }}
    />
  );
}

export const Paginated: Story = {
  render: () => <PaginatedTrades />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('1–10 of 42')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to page 5' }));
    await expect(canvas.getByText('41–42 of 42')).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(2);
  },
};

export const SmallScreenCards: Story = {
  decorators: [inFrame({ width: 360 })],
  play: async ({ canvas, canvasElement }) => {
    const [first] = bodyRows(canvasElement);
    await expect(getComputedStyle(first!).display).toBe('block');
    const cell = within(first!).getByText('10');
    await expect(getComputedStyle(cell, '::before').content).toBe('"Quantity"');
    // The header row is hidden visually but still read.
    const head = canvasElement.querySelector('thead')!;
    await expect(head.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(4);
  },
};

export const Light: Story = { globals: { mode: 'light' } };

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const [symbol, side] = canvas.getAllByRole('columnheader');
    await expect(symbol!.getBoundingClientRect().left).toBeGreaterThan(
      side!.getBoundingClientRect().left,
    );
  },
};
