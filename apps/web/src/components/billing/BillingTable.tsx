import { useState } from 'react';
import { loadErrorKey } from '../../lib/billingErrors';
import { QueryTable, type ListQuery, type QueryTableProps } from '../QueryTable';

/** Props of {@link BillingTable}. */
export interface BillingTableProps<Row> extends Omit<
  QueryTableProps<Row>,
  'query' | 'onPageChange' | 'hideSinglePage' | 'errorKey'
> {
  /** The list's query hook (`useOrders`, `useReferrals`…), called with the page to show. */
  useList: (params: { limit: number; page: number }) => ListQuery<Row>;
  /** How many rows a page holds. */
  limit: number;
}

/**
 * A member's billing list (orders, withdrawals, referrals, commissions): pages kept in the
 * component, a pager only when there is more than one page, billing load errors.
 */
export function BillingTable<Row>({ useList, limit, ...table }: BillingTableProps<Row>) {
  const [page, setPage] = useState(1);
  const query = useList({ limit, page });
  return (
    <QueryTable
      {...table}
      query={query}
      onPageChange={setPage}
      hideSinglePage
      errorKey={loadErrorKey}
    />
  );
}
