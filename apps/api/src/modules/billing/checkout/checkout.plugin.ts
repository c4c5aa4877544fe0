import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../db/client';
import { registerCheckoutRoutes } from './checkout.routes';
import type { PaymentActionsService } from '../actions';
import type { CardsService } from '../cards';
import type { CheckoutService } from './checkout.service';

/** What the checkout plugin is given. */
export interface CheckoutPluginOptions {
  checkout: CheckoutService;
  /** Payments waiting for the payer's bank confirmation. */
  actions: PaymentActionsService;
  cards: Pick<CardsService, 'customerFor'>;
  /** For the Idempotency-Key store. */
  db: Db;
}

/** `/payments/create-order`, `/payments/orders/:id/confirm` and the billing history. */
export const checkoutPlugin: FastifyPluginAsync<CheckoutPluginOptions> = async (app, options) => {
  registerCheckoutRoutes(app, options.checkout, options.db, options.actions, options.cards);
};
