import { count, eq } from 'drizzle-orm';
import { tradeUpdates, trades } from '../../db/schema';
import { serverDbKinds, useTestContext } from '../../test/helpers';
import { type TradeEventRecord, TradesService } from './index';

describe.each(serverDbKinds)('trade-event listeners on %s', (kind) => {
  const t = useTestContext(kind);
  let adminId: string;
  beforeAll(async () => {
    adminId = (await t.createUser('admin')).id;
  });

  const body = {
    symbol: 'EURUSD',
    assetClass: 'forex' as const,
    side: 'buy' as const,
    status: 'pending' as const,
    entryPrice: 1.1,
    stopLoss: 1.095,
    takeProfits: [
      { price: 1.105, allocation: 50 },
      { price: 1.11, allocation: 50 },
    ],
  };

  it('hears every event, with the trade after it, inside the transaction that stores it', async () => {
    const heard: { type: string; status: string; visible: number; stop: number }[] = [];
    const service = new TradesService({
      db: t.database.db,
      listCacheMs: 0,
      correctionWindowMs: 900_000,
      listeners: [
        async (tx, { event, trade }: TradeEventRecord) => {
          // The event row is already visible to the listener's transaction.
          const [seen] = await tx
            .select({ n: count() })
            .from(tradeUpdates)
            .where(eq(tradeUpdates.id, event.id));
          heard.push({
            type: event.type,
            status: trade.status,
            visible: seen?.n ?? 0,
            stop: trade.stopLoss,
          });
        },
      ],
    });
    const { id } = await service.publish(adminId, body);
    await service.recordEvent(adminId, id, { type: 'sl_moved', price: 1.097 });
    await service.recordEvent(adminId, id, { type: 'activated' });
    await service.recordEvent(adminId, id, { type: 'tp_hit', tpIndex: 0 });
    await service.recordEvent(adminId, id, { type: 'note', text: 'Half off' });
    await service.recordEvent(adminId, id, { type: 'closed', price: 1.1 });
    const other = await service.publish(adminId, body);
    await service.recordEvent(adminId, other.id, { type: 'cancelled' });
    expect(heard).toEqual([
      { type: 'published', status: 'pending', visible: 1, stop: 1.095 },
      { type: 'sl_moved', status: 'pending', visible: 1, stop: 1.097 },
      { type: 'activated', status: 'open', visible: 1, stop: 1.097 },
      { type: 'tp_hit', status: 'open', visible: 1, stop: 1.097 },
      { type: 'note', status: 'open', visible: 1, stop: 1.097 },
      { type: 'closed', status: 'closed', visible: 1, stop: 1.097 },
      { type: 'published', status: 'pending', visible: 1, stop: 1.095 },
      { type: 'cancelled', status: 'cancelled', visible: 1, stop: 1.095 },
    ]);
  });

  it('a listener that fails rolls the event back with it', async () => {
    const ok = new TradesService({
      db: t.database.db,
      listCacheMs: 0,
      correctionWindowMs: 900_000,
      listeners: [],
    });
    const { id } = await ok.publish(adminId, { ...body, symbol: 'GBPUSD' });
    const failing = new TradesService({
      db: t.database.db,
      listCacheMs: 0,
      correctionWindowMs: 900_000,
      listeners: [
        async () => {
          throw new Error('listener failed');
        },
      ],
    });
    await expect(failing.recordEvent(adminId, id, { type: 'activated' })).rejects.toThrow(
      'listener failed',
    );
    await expect(failing.publish(adminId, { ...body, symbol: 'AUDUSD' })).rejects.toThrow(
      'listener failed',
    );
    const trade = await ok.get(id, true);
    expect(trade.status).toBe('pending');
    expect(trade.updates.map((u) => u.type)).toEqual(['published']);
    const [aud] = await t.database.db
      .select({ n: count() })
      .from(trades)
      .where(eq(trades.symbol, 'AUDUSD'));
    expect(aud?.n).toBe(0);
  });
});
