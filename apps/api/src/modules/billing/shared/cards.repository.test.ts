import { eq } from 'drizzle-orm';
import { paymentCustomers } from '../../../db/schema';
import { serverDbKinds, useTestContext } from '../../../test/helpers';
import { addCard } from '../../../test/money-helpers';
import { CardsRepository } from './cards.repository';

/**
 * After a switch of provider (sandbox → Stripe) the old provider's cards stay in the database
 * but are no member's cards any more: never listed, chosen, charged or used to renew; the
 * member's customer is replaced by one at the new provider.
 */
describe.each(serverDbKinds)('cards of another provider on %s', (kind) => {
  const t = useTestContext(kind);

  it('are not listed, chosen or used to renew; the customer is replaced', async () => {
    const { user, token } = await t.signIn();
    const card = (await addCard(t, token)).json();
    const db = t.database.db;
    const sandbox = new CardsRepository(db, 'sandbox');
    const stripe = new CardsRepository(db, 'stripe');
    expect((await sandbox.list(user.id)).map((c) => c.id)).toEqual([card.id]);
    expect(await stripe.list(user.id)).toEqual([]);
    expect(await stripe.own(user.id, card.id)).toBeUndefined();
    expect(await stripe.defaultOf(user.id)).toBeUndefined();

    const before = await sandbox.customerId(user.id, 'sandbox');
    expect(before).toBeTruthy();
    await stripe.insertCustomer(user.id, 'stripe', 'cus_stripe_1');
    // The first one recorded at a provider wins.
    await stripe.insertCustomer(user.id, 'stripe', 'cus_stripe_2');
    expect(await stripe.customerId(user.id, 'stripe')).toBe('cus_stripe_1');
    expect(await sandbox.customerId(user.id, 'sandbox')).toBeUndefined();
    const rows = await db
      .select()
      .from(paymentCustomers)
      .where(eq(paymentCustomers.userId, user.id));
    expect(rows).toHaveLength(1);
  });
});
