import type { Order } from '@finfree/core';
import { useAuthenticateOrder } from '@finfree/core/react';
import { openBankPage, type BankReturn } from './bankPage';

/** An order waiting on the bank: its id and, once started, the bank's page. */
type Waiting = Pick<Order, 'id'> & { nextAction?: Order['nextAction'] };

/**
 * Sends the member to the bank's page of an order waiting on it: its `nextAction.url`, or the
 * one `authenticate` starts. Resolves with null while the browser leaves, or with the order
 * when the bank's confirmation was not needed after all (settled: succeeded or failed).
 */
export function useOpenBankPage() {
  const authenticate = useAuthenticateOrder();
  const open = async (order: Waiting, back: Omit<BankReturn, 'orderId'>): Promise<Order | null> => {
    let url = order.nextAction?.url;
    if (!url) {
      const started = await authenticate.mutateAsync(order.id);
      if (started.status !== 'requires_action' || !started.nextAction) return started;
      url = started.nextAction.url;
    }
    openBankPage(url, { ...back, orderId: order.id });
    return null;
  };
  return { open, isPending: authenticate.isPending };
}
