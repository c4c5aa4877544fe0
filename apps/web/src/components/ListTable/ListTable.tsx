import { Card } from '@finfree/ui';
import { useListParams } from '../../lib/useListParams';
import { QueryTable, type QueryTableProps } from '../QueryTable';

/** Props of {@link ListTable}: those of a `QueryTable`, whose pager it wires itself. */
export type ListTableProps<Row> = Omit<QueryTableProps<Row>, 'onPageChange'>;

/**
 * The table of a list screen, in a card: a {@link QueryTable} whose pager sets the URL's
 * `page` parameter (see `useListParams`), so the page survives a reload and the back button.
 */
export function ListTable<Row>(props: ListTableProps<Row>) {
  const { setPage } = useListParams();
  return (
    <Card>
      <QueryTable {...props} onPageChange={setPage} />
    </Card>
  );
}
