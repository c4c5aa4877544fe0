import type { Db } from '../../../db/client';
import { lockKey, type Tx } from '../../../db/sql';
import { HttpError, notFound } from '../../../lib/errors';
import { newId } from '../../../lib/ids';
import {
  type PaymentMethodInfo,
  type PaymentProvider,
  UnknownPaymentMethodError,
} from '../../../providers/provider';
import type { CardRow, CardsRepository, SubscriptionsRepository } from '../shared';

/** What {@link CardsService} is built from. */
export interface CardsDeps {
  db: Db;
  provider: PaymentProvider;
  cards: CardsRepository;
  subscriptions: SubscriptionsRepository;
}

/**
 * The users' provider customers and saved cards. Card data never reaches the API: a card is
 * saved from the provider's card-form token, and kept as the provider's ids and display fields.
 */
export class CardsService {
  constructor(private readonly deps: CardsDeps) {}

  /** The provider customer of a user, created on first use. */
  async customerFor(userId: string): Promise<string> {
    const { cards, provider } = this.deps;
    const existing = await cards.customerId(userId, provider.name);
    if (existing) return existing;
    const { customerId } = await provider.createCustomer({ reference: userId });
    await cards.insertCustomer(userId, provider.name, customerId);
    const id = await cards.customerId(userId, provider.name);
    if (!id) throw new Error('payment customer missing');
    return id;
  }

  /** Opens a card-form session. */
  async setup(userId: string) {
    return this.deps.provider.createSetup({ customerId: await this.customerFor(userId) });
  }

  /** The user's own card, or 404. */
  async ownCard(userId: string, cardId: string, db?: Tx): Promise<CardRow> {
    const row = await this.deps.cards.own(userId, cardId, db);
    if (!row) throw notFound('Card not found');
    return row;
  }

  /** Cards of a user, default first. */
  async listCards(userId: string): Promise<CardRow[]> {
    return this.deps.cards.list(userId);
  }

  /**
   * Attaches a card-form token and saves the card. The same card (fingerprint) answers the
   * existing card. Declines become {@link CardDeclinedError}.
   */
  async saveCard(
    userId: string,
    paymentMethodId: string,
    setDefault: boolean,
  ): Promise<{ card: CardRow; created: boolean }> {
    const { cards, provider } = this.deps;
    const customerId = await this.customerFor(userId);
    let info: PaymentMethodInfo;
    try {
      info = await provider.attachPaymentMethod({ customerId, paymentMethodId });
    } catch (error) {
      if (error instanceof UnknownPaymentMethodError) throw notFound('Payment method not found');
      throw error;
    }
    const result = await this.deps.db.transaction(async (tx) => {
      // One writer per user's cards at a time (default flag, fingerprint check).
      await lockKey(tx, `cards:${userId}`);
      const same = await cards.byFingerprint(tx, userId, info.fingerprint);
      if (same) {
        if (setDefault && !same.isDefault) await cards.makeDefault(tx, userId, same.id);
        return { id: same.id, created: false };
      }
      const first = (await cards.count(tx, userId)) === 0;
      const id = newId();
      await cards.insert(tx, {
        id,
        userId,
        provider: provider.name,
        paymentMethodId: info.paymentMethodId,
        brand: info.brand,
        last4: info.last4,
        expMonth: info.expMonth,
        expYear: info.expYear,
        fingerprint: info.fingerprint,
        isDefault: false,
      });
      if (first || setDefault) await cards.makeDefault(tx, userId, id);
      return { id, created: true };
    });
    return { card: await this.ownCard(userId, result.id), created: result.created };
  }

  /** PATCH /users/cards/:id. */
  async updateCard(userId: string, cardId: string, isDefault: boolean): Promise<CardRow> {
    const { cards } = this.deps;
    await this.deps.db.transaction(async (tx) => {
      await lockKey(tx, `cards:${userId}`);
      const card = await this.ownCard(userId, cardId, tx);
      if (isDefault) await cards.makeDefault(tx, userId, card.id);
      else if (card.isDefault) {
        const other = await cards.newestOther(tx, userId, card.id);
        if (!other) throw new HttpError(409, 'Your only card is the default card');
        await cards.makeDefault(tx, userId, other.id);
      }
    });
    return this.ownCard(userId, cardId);
  }

  /** DELETE /users/cards/:id: 409 for the last card of a renewing subscription. */
  async deleteCard(userId: string, cardId: string): Promise<void> {
    const { cards, subscriptions } = this.deps;
    await this.deps.db.transaction(async (tx) => {
      await lockKey(tx, `cards:${userId}`);
      const card = await this.ownCard(userId, cardId, tx);
      const others = await cards.others(tx, userId, card.id);
      const renewing = await subscriptions.renewingOf(tx, userId);
      if (renewing.length && others.length === 0) {
        throw new HttpError(
          409,
          'This card pays for a renewing subscription: add another card or cancel first',
        );
      }
      await cards.delete(tx, card.id);
      const next = others[0];
      if (next && card.isDefault) await cards.makeDefault(tx, userId, next.id);
      await subscriptions.replaceCard(tx, userId, card.id, next?.id ?? null);
    });
  }
}
