import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../db/client';
import { registerCardRoutes } from './cards.routes';
import type { CardsService } from './cards.service';

/** What the cards plugin is given. */
export interface CardsPluginOptions {
  cards: CardsService;
  /** For the Idempotency-Key store. */
  db: Db;
}

/** `/users/cards/*`: saved cards. */
export const cardsPlugin: FastifyPluginAsync<CardsPluginOptions> = async (app, options) => {
  registerCardRoutes(app, options.cards, options.db);
};
