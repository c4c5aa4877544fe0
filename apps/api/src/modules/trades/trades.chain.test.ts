import { eq, sql } from 'drizzle-orm';
import { trades, tradeUpdates } from '../../db/schema';
import { serverDbKinds, eurusdBuy, useTestContext } from '../../test/helpers';
import { findChainBreak, type PublishedChainEvent } from './trades.chain';

interface Chain {
  head: { id: number; hash: string } | null;
  days: { day: string; id: number; hash: string }[];
  events: PublishedChainEvent[];
}

describe.each(serverDbKinds)('the verifiable trade history on %s', (kind) => {
  const t = useTestContext(kind);
  let admin: string;
  let closedId: string;
  let openId: string;
  /** Publishes a trade as the admin; answers its id. */
  const publish = async (body: Record<string, unknown>) =>
    (await t.request({ method: 'POST', url: '/v1/trades', token: admin, payload: body })).json()
      .id as string;
  beforeAll(async () => {
    admin = (await t.signIn('admin')).token;
    closedId = await publish(eurusdBuy(1.1, 1.095, 1.11));
    openId = await publish({
      symbol: 'GBPJPY',
      assetClass: 'forex',
      side: 'sell',
      entryPrice: 191.234,
      stopLoss: 191.987,
      takeProfits: [{ price: 189.456, allocation: 100 }],
    });
    const event = (id: string, body: Record<string, unknown>) =>
      t.request({ method: 'POST', url: `/v1/trades/${id}/events`, token: admin, payload: body });
    await event(closedId, { type: 'note', text: 'Holding above the figure' });
    await event(openId, { type: 'sl_moved', price: 191.5 });
    await event(closedId, { type: 'closed', price: 1.108 });
  });

  const chain = async (): Promise<Chain> => {
    const res = await t.request({ url: '/v1/trades/chain' });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const rows = () => t.database.db.select().from(tradeUpdates).orderBy(tradeUpdates.id);

  it('is public, recomputes to its head, and keeps open trades’ prices back', async () => {
    const res = await t.request({ url: '/v1/trades/chain' });
    const c: Chain = res.json();
    // The open trade's events (the second and the fourth) show no type.
    expect(c.events.map((e) => e.type)).toEqual(['published', null, 'note', null, 'closed']);
    expect(findChainBreak(c.events, c.head?.hash ?? '')).toBeNull();
    expect(c.head).toMatchObject({ id: c.events[4]?.id, hash: c.events[4]?.hash });
    expect(c.days).toEqual([
      { day: c.events[4]?.at?.slice(0, 10), id: c.events[4]?.id, hash: c.events[4]?.hash },
    ]);
    // The closed trade's events are published whole; the open one's only as hashes.
    const closed = c.events.filter((e) => e.tradeId === closedId);
    expect(closed.every((e) => e.data !== null && e.salt !== null)).toBe(true);
    expect(closed[0]?.data).toMatchObject({ status: 'open', entryPrice: 1.1, stopLoss: 1.095 });
    expect(c.events.filter((e) => e.tradeId === openId)).toEqual([]);
    const open = [c.events[1], c.events[3]];
    expect(open.map((e) => [e?.tradeId, e?.at, e?.type, e?.data, e?.salt])).toEqual([
      [null, null, null, null, null],
      [null, null, null, null, null],
    ]);
    for (const price of ['191.234', '191.987', '189.456', '191.5']) {
      expect(res.body).not.toContain(price);
    }
  });

  it('detects a changed, a removed and a reordered event', async () => {
    const stored = await rows();
    const db = t.database.db;
    // Changed: the close price of the closed trade, rewritten in place.
    const closing = stored.find((r) => r.type === 'closed');
    if (!closing) throw new Error('no closing event');
    await db
      .update(tradeUpdates)
      .set({ data: { ...closing.data, price: 1.11, rMultiple: 2 } })
      .where(eq(tradeUpdates.id, closing.id));
    let c = await chain();
    expect(findChainBreak(c.events, c.head?.hash ?? '')).toEqual({ index: 4, reason: 'content' });
    await db
      .update(tradeUpdates)
      .set({ data: closing.data })
      .where(eq(tradeUpdates.id, closing.id));
    c = await chain();
    expect(findChainBreak(c.events, c.head?.hash ?? '')).toBeNull();
    const head = c.head?.hash ?? '';

    // Removed: the note (third event) deleted.
    const note = stored[2];
    if (!note) throw new Error('no note');
    await db.delete(tradeUpdates).where(eq(tradeUpdates.id, note.id));
    c = await chain();
    expect(findChainBreak(c.events, head)).toEqual({ index: 2, reason: 'link' });
    await db.insert(tradeUpdates).values(note);

    // Reordered: the second and third events swap places (whole rows, hashes included).
    c = await chain();
    expect(findChainBreak(c.events, head)).toBeNull();
    const [a, b] = [stored[1], stored[2]];
    if (!a || !b) throw new Error('missing rows');
    await db.execute(sql`update trade_updates set id = -1 where id = ${a.id}`);
    await db.execute(sql`update trade_updates set id = ${a.id} where id = ${b.id}`);
    await db.execute(sql`update trade_updates set id = ${b.id} where id = -1`);
    c = await chain();
    expect(c.events.map((e) => e.type).slice(0, 3)).toEqual(['published', 'note', null]);
    expect(findChainBreak(c.events, head)).toEqual({ index: 1, reason: 'link' });
    // Swapped back: the chain holds again.
    await db.execute(sql`update trade_updates set id = -1 where id = ${a.id}`);
    await db.execute(sql`update trade_updates set id = ${a.id} where id = ${b.id}`);
    await db.execute(sql`update trade_updates set id = ${b.id} where id = -1`);
    c = await chain();
    expect(findChainBreak(c.events, head)).toBeNull();
  });

  it('chains events written before the chain existed, in order, then keeps appending', async () => {
    const db = t.database.db;
    await db.execute(sql`update trade_updates set salt = null, content_hash = null, hash = null`);
    const before = await chain();
    expect(before.events).toHaveLength(5);
    expect(findChainBreak(before.events, before.head?.hash ?? '')).toBeNull();
    await t.request({
      method: 'POST',
      url: `/v1/trades/${openId}/events`,
      token: admin,
      payload: { type: 'note', text: 'Still short' },
    });
    const after = await chain();
    expect(after.events).toHaveLength(6);
    expect(after.events.slice(0, 5).map((e) => e.hash)).toEqual(before.events.map((e) => e.hash));
    expect(findChainBreak(after.events, after.head?.hash ?? '')).toBeNull();
  });

  it('corrects a published trade in place only within the correction window', async () => {
    const id = await publish({
      symbol: 'AUDUSD',
      assetClass: 'forex',
      side: 'buy',
      status: 'pending',
      entryPrice: 0.66,
      stopLoss: 0.655,
      takeProfits: [{ price: 0.67, allocation: 100 }],
    });
    const patch = (payload: Record<string, unknown>) =>
      t.request({ method: 'PATCH', url: `/v1/trades/${id}`, token: admin, payload });
    const fixed = await patch({ stopLoss: 0.654 });
    expect(fixed.statusCode).toBe(200);
    // The correction is itself an event of the chain, with the levels it set.
    expect(fixed.json().updates.at(-1)).toMatchObject({
      type: 'updated',
      data: { fields: ['stopLoss'], stopLoss: 0.654 },
    });
    // 16 minutes later (the default window is 15): only new events.
    await t.database.db
      .update(trades)
      .set({ publishedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(trades.id, id));
    const late = await patch({ analysis: 'Rewritten afterwards' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/correction window/);
    const note = await t.request({
      method: 'POST',
      url: `/v1/trades/${id}/events`,
      token: admin,
      payload: { type: 'note', text: 'A correction, as a new event' },
    });
    expect(note.statusCode).toBe(201);
  });
});
