import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { loadScreenLanguage } from '../../stories/ScreenDecorator';
import { QueryTable, type ListQuery } from './QueryTable';

type Row = { id: string; name: string; email: string };
const people: Row[] = Array.from({ length: 23 }, (_, i) => ({
  id: `u${i + 1}`,
  name: `Member ${i + 1}`,
  email: `member${i + 1}@example.com`,
}));
const columns = [
  { id: 'name', header: 'Name', cell: (row: Row) => row.name },
  { id: 'email', header: 'E-mail', cell: (row: Row) => row.email },
];
const LIMIT = 10;

/** A paginated query over `people`, answering at once. */
function pageOf(page: number): ListQuery<Row> {
  return {
    data: {
      results: people.slice((page - 1) * LIMIT, page * LIMIT),
      page,
      limit: LIMIT,
      totalResults: people.length,
    },
    isPending: false,
    isError: false,
    error: null,
    refetch: fn(),
  };
}

function Paged() {
  const [page, setPage] = useState(1);
  return (
    <QueryTable
      caption="Members"
      columns={columns}
      query={pageOf(page)}
      emptyContent="No members yet"
      onPageChange={setPage}
    />
  );
}

const meta = {
  title: 'App/QueryTable',
  component: QueryTable<Row>,
  tags: ['!autodocs'],
  loaders: [loadScreenLanguage],
  args: {
    caption: 'Members',
    columns,
    query: pageOf(1),
    emptyContent: 'No members yet',
  },
} satisfies Meta<typeof QueryTable<Row>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of a list with its pager: the next page shows the next rows. */
export const Paginated: Story = {
  render: () => <Paged />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Member 1')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /next/i }));
    await expect(canvas.getByText('Member 11')).toBeVisible();
    await expect(canvas.queryByText('Member 1')).toBeNull();
  },
};

/** Loading: skeleton rows, the table marked busy. */
export const Loading: Story = {
  args: { query: { ...pageOf(1), data: undefined, isPending: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

/** A failed load: the translated message and a Retry button that loads again. */
export const Failed: Story = {
  args: {
    query: {
      ...pageOf(1),
      data: undefined,
      isError: true,
      error: { code: 503, message: 'Service unavailable' },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/unexpected error happened on our side/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.query.refetch).toHaveBeenCalledTimes(1);
  },
};

/** An empty list: the empty content, no pager. */
export const Empty: Story = {
  args: {
    query: { ...pageOf(1), data: { results: [], page: 1, limit: LIMIT, totalResults: 0 } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No members yet')).toBeVisible();
  },
};
