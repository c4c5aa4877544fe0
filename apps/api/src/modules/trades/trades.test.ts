import { serverDbKinds, useTestContext } from '../../test/helpers';

describe.each(serverDbKinds)('trades on %s', (kind) => {
  const t = useTestContext(kind);
  let admin: string;
  let user: string;
  beforeAll(async () => {
    admin = (await t.signIn('admin')).token;
    user = (await t.signIn('user')).token;
  });

  const publish = async (body: Record<string, unknown>) => {
    const res = await t.request({ method: 'POST', url: '/v1/trades', token: admin, payload: body });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  };
  const event = (id: string, body: Record<string, unknown>) =>
    t.request({ method: 'POST', url: `/v1/trades/${id}/events`, token: admin, payload: body });
  /** A trade to publish; `takeProfits` as [price, allocation %] pairs. */
  const trade = (
    symbol: string,
    assetClass: string,
    side: 'buy' | 'sell',
    entryPrice: number,
    stopLoss: number,
    takeProfits: [number, number][],
    extra: Record<string, unknown> = {},
  ) => ({
    symbol,
    assetClass,
    side,
    entryPrice,
    stopLoss,
    takeProfits: takeProfits.map(([price, allocation]) => ({ price, allocation })),
    ...extra,
  });

  it('matches a hand-computed fixture: pips and R weighted by take-profit allocation', async () => {
    // T1 buy EURUSD, risk 50 pips, TP1 +50 (50%), TP2 +100 (50%) → +75 pips, +1.5R, win.
    const t1 = await publish(
      trade('eurusd', 'forex', 'buy', 1.1, 1.095, [
        [1.105, 50],
        [1.11, 50],
      ]),
    );
    // T2 sell EURUSD, risk 20 pips, stopped out → −20 pips, −1R, loss.
    const t2 = await publish(trade('EURUSD', 'forex', 'sell', 1.2, 1.202, [[1.196, 100]]));
    // T3 buy USDJPY (pip 0.01), stop moved to entry, closed at entry → 0 pips, 0R, breakeven.
    const t3 = await publish(trade('USDJPY', 'forex', 'buy', 150, 149.5, [[151, 100]]));
    // T4 buy BTCUSD (1 point), TP1 (50%) at +1000, rest closed at entry → +500, +0.5R, win.
    const t4 = await publish(
      trade('BTCUSD', 'crypto', 'buy', 60000, 59000, [
        [61000, 50],
        [62000, 50],
      ]),
    );
    // T5 sell US30, risk 200, closed 100 against → −100, −0.5R, loss.
    const t5 = await publish(trade('US30', 'indices', 'sell', 40000, 40200, [[39600, 100]]));
    // Still open, and a cancelled pending one: neither counts as closed.
    await publish(trade('GBPUSD', 'forex', 'buy', 1.27, 1.265, [[1.28, 100]]));
    const t7 = await publish(
      trade('GBPUSD', 'forex', 'sell', 1.28, 1.285, [[1.27, 100]], { status: 'pending' }),
    );

    // Close order: T1 (W), T3 (B), T4 (W), T2 (L), T5 (L).
    expect((await event(t1, { type: 'tp_hit', tpIndex: 0 })).statusCode).toBe(201);
    const done1 = (await event(t1, { type: 'tp_hit', tpIndex: 1 })).json();
    expect(done1).toMatchObject({
      status: 'closed',
      result: 'win',
      pips: 75,
      rMultiple: 1.5,
      closePrice: 1.11,
    });
    expect((await event(t3, { type: 'sl_moved', price: 150 })).json().stopLoss).toBe(150);
    expect((await event(t3, { type: 'closed', price: 150 })).json()).toMatchObject({
      result: 'breakeven',
      pips: 0,
      rMultiple: 0,
    });
    await event(t4, { type: 'tp_hit', tpIndex: 0 });
    expect((await event(t4, { type: 'closed', price: 60000 })).json()).toMatchObject({
      result: 'win',
      pips: 500,
      rMultiple: 0.5,
    });
    expect((await event(t2, { type: 'closed', price: 1.202 })).json()).toMatchObject({
      result: 'loss',
      pips: -20,
      rMultiple: -1,
    });
    expect((await event(t5, { type: 'closed', price: 40100 })).json()).toMatchObject({
      result: 'loss',
      pips: -100,
      rMultiple: -0.5,
    });
    expect((await event(t7, { type: 'cancelled' })).json().status).toBe('cancelled');

    const stats = (await t.request({ url: '/v1/trades/stats', token: user })).json();
    expect(stats).toMatchObject({
      totalTrades: 6,
      open: 1,
      closed: 5,
      wins: 2,
      losses: 2,
      breakeven: 1,
      winRate: 50,
      totalPips: 455,
      totalR: 0.5,
      profitFactor: 1.33,
      expectancyR: 0.1,
      maxConsecutiveWins: 2,
      maxConsecutiveLosses: 2,
    });
    expect(stats.bySymbol).toEqual([
      {
        symbol: 'EURUSD',
        trades: 2,
        wins: 1,
        losses: 1,
        breakeven: 0,
        winRate: 50,
        pips: 55,
        r: 0.5,
      },
      {
        symbol: 'BTCUSD',
        trades: 1,
        wins: 1,
        losses: 0,
        breakeven: 0,
        winRate: 100,
        pips: 500,
        r: 0.5,
      },
      {
        symbol: 'US30',
        trades: 1,
        wins: 0,
        losses: 1,
        breakeven: 0,
        winRate: 0,
        pips: -100,
        r: -0.5,
      },
      { symbol: 'USDJPY', trades: 1, wins: 0, losses: 0, breakeven: 1, winRate: 0, pips: 0, r: 0 },
    ]);
    expect(stats.byMonth).toHaveLength(1);
    expect(stats.byMonth[0]).toMatchObject({
      trades: 5,
      wins: 2,
      losses: 2,
      breakeven: 1,
      pips: 455,
    });
    expect(
      stats.equityCurve.map((p: { cumulativeR: number; cumulativePips: number }) => [
        p.cumulativeR,
        p.cumulativePips,
      ]),
    ).toEqual([
      [1.5, 75],
      [1.5, 75],
      [2, 575],
      [1, 555],
      [0.5, 455],
    ]);
    const eur = (await t.request({ url: '/v1/trades/stats?symbol=eurusd', token: user })).json();
    expect(eur).toMatchObject({ closed: 2, wins: 1, losses: 1, totalPips: 55 });

    const list = (
      await t.request({ url: '/v1/trades?status=closed&sortBy=pips:desc', token: admin })
    ).json();
    expect(list.totalResults).toBe(5);
    expect(list.results.map((r: { pips: number }) => r.pips)).toEqual([500, 75, 0, -20, -100]);
    const page = (await t.request({ url: '/v1/trades?limit=2&page=2', token: admin })).json();
    expect(page).toMatchObject({ page: 2, limit: 2, totalResults: 7, totalPages: 4 });
    expect(page.results).toHaveLength(2);
  });

  it('keeps an append-only history and refuses illegal transitions', async () => {
    const id = await publish({
      symbol: 'XAUUSD',
      assetClass: 'commodities',
      side: 'buy',
      status: 'pending',
      entryPrice: 2650,
      stopLoss: 2640,
      takeProfits: [
        { price: 2660, allocation: 60 },
        { price: 2680, allocation: 40 },
      ],
    });
    expect((await event(id, { type: 'closed', price: 2655 })).statusCode).toBe(409);
    expect((await event(id, { type: 'tp_hit', tpIndex: 0 })).statusCode).toBe(409);
    expect((await event(id, { type: 'activated' })).json().status).toBe('open');
    expect((await event(id, { type: 'activated' })).statusCode).toBe(409);
    expect((await event(id, { type: 'tp_hit', tpIndex: 2 })).statusCode).toBe(400);
    expect((await event(id, { type: 'tp_hit', tpIndex: 0 })).statusCode).toBe(201);
    expect((await event(id, { type: 'tp_hit', tpIndex: 0 })).statusCode).toBe(409);
    expect((await event(id, { type: 'note', text: 'Trailing the stop' })).statusCode).toBe(201);
    const edit = await t.request({
      method: 'PATCH',
      url: `/v1/trades/${id}`,
      token: admin,
      payload: { stopLoss: 2600 },
    });
    expect(edit.statusCode).toBe(409);
    expect((await event(id, { type: 'bogus' })).statusCode).toBe(400);
    const trade = (await t.request({ url: `/v1/trades/${id}`, token: admin })).json();
    expect(trade.updates.map((u: { type: string }) => u.type)).toEqual([
      'published',
      'activated',
      'tp_hit',
      'note',
    ]);
    expect(trade.updates[2].data).toEqual({ tpIndex: 0, price: 2660 });
    const closed = (await event(id, { type: 'closed', price: 2670 })).json();
    // 60% at +10 (=1R) and 40% at +20 (=2R) → 1.4R; XAU pip 0.1 → 140 pips.
    expect(closed).toMatchObject({ rMultiple: 1.4, pips: 140, result: 'win' });
    expect(closed.updates).toHaveLength(5);
  });

  it('a cached list answer never hides a write made through this instance', async () => {
    const before = (await t.request({ url: '/v1/trades?limit=10&page=1', token: admin })).json();
    await publish({
      symbol: 'ETHUSD',
      assetClass: 'crypto',
      side: 'buy',
      entryPrice: 3000,
      stopLoss: 2900,
      takeProfits: [{ price: 3200, allocation: 100 }],
    });
    const after = (await t.request({ url: '/v1/trades?limit=10&page=1', token: admin })).json();
    expect(after.results[0].locked).toBe(false);
    // A repeat is served from the cache: same JSON, same content type.
    const again = await t.request({ url: '/v1/trades?limit=10&page=1', token: admin });
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.json()).toEqual(after);
    expect(after.totalResults).toBe(before.totalResults + 1);
    expect(after.results[0].symbol).toBe('ETHUSD');
    // Non-members get their own (locked) copy, never the members' one.
    const outsider = (await t.signIn()).token;
    const locked = (await t.request({ url: '/v1/trades?limit=10&page=1', token: outsider })).json();
    expect(locked.results[0]).toMatchObject({ symbol: 'ETHUSD', locked: true, entryPrice: null });
  });

  it('takes an entry zone instead of a price, and edits a pending trade with an update entry', async () => {
    const id = await publish({
      symbol: 'AUDUSD',
      assetClass: 'forex',
      side: 'sell',
      status: 'pending',
      entryZone: { from: 0.662, to: 0.664 },
      stopLoss: 0.668,
      takeProfits: [{ price: 0.655, allocation: 100 }],
    });
    const trade = (await t.request({ url: `/v1/trades/${id}`, token: admin })).json();
    expect(trade).toMatchObject({ entryPrice: 0.663, entryZone: { from: 0.662, to: 0.664 } });
    const edit = await t.request({
      method: 'PATCH',
      url: `/v1/trades/${id}`,
      token: admin,
      payload: { symbol: 'nzdusd', analysis: 'Switched to the kiwi' },
    });
    expect(edit.json()).toMatchObject({ symbol: 'NZDUSD', analysis: 'Switched to the kiwi' });
    expect(edit.json().updates.at(-1)).toMatchObject({ type: 'updated' });
    const none = await t.request({
      method: 'POST',
      url: '/v1/trades',
      token: admin,
      payload: {
        symbol: 'AUDUSD',
        assetClass: 'forex',
        side: 'sell',
        stopLoss: 0.668,
        takeProfits: [{ price: 0.655, allocation: 100 }],
      },
    });
    expect(none.statusCode).toBe(400);
  });

  it('refuses levels on the wrong side and allocations that do not add up', async () => {
    const bad = [
      { stopLoss: 1.2, takeProfits: [{ price: 1.3, allocation: 100 }] },
      { stopLoss: 1.0, takeProfits: [{ price: 1.05, allocation: 100 }] },
      { stopLoss: 1.0, takeProfits: [{ price: 1.3, allocation: 60 }] },
      { stopLoss: 1.0, takeProfits: [] },
    ];
    for (const b of bad) {
      const res = await t.request({
        method: 'POST',
        url: '/v1/trades',
        token: admin,
        payload: { symbol: 'EURUSD', assetClass: 'forex', side: 'buy', entryPrice: 1.1, ...b },
      });
      expect(res.statusCode).toBe(400);
    }
  });
});
