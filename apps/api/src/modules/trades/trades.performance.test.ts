import { tradeUpdates, trades } from '../../db/schema';
import { newId } from '../../lib/ids';
import { serverDbKinds, useTestContext } from '../../test/helpers';
import { computePerformance, type PerformanceTrade } from './trades.performance';

/*
 * The fixture: 13 closed trades over 13 calendar months (July 2025 has none), UTC.
 *
 *  #    opened (weekday hour)     closed              R     side  class        result
 *  T1   2025-01-06 Mon 08:00   2025-01-07 08:00   +2     buy   forex        win   24 h
 *  T2   2025-02-04 Tue 14:00   2025-02-04 20:00   -1     sell  forex        loss   6 h
 *  T3   2025-03-05 Wed 08:00   2025-03-05 14:00   -1     buy   indices      loss   6 h
 *  T4   2025-04-07 Mon 08:00   2025-04-09 08:00   +3     buy   crypto       win   48 h (closed by its last TP)
 *  T5   2025-05-06 Tue 14:00   2025-05-06 16:00    0     buy   forex        BE     2 h
 *  T6   2025-06-04 Wed 14:00   2025-06-04 18:00   -1     sell  commodities  loss   4 h
 *  T7   2025-08-04 Mon 08:00   2025-08-05 08:00   +1     sell  forex        win   24 h
 *  T8   2025-09-02 Tue 08:00   2025-09-02 16:00   -1     sell  indices      loss   8 h
 *  T9   2025-09-02 Tue 08:00   2025-09-02 16:00   -1     buy   crypto       loss   8 h (open with T8)
 *  T10  2025-10-06 Mon 14:00   2025-10-07 14:00   +2     buy   forex        win   24 h
 *  T11  2025-11-05 Wed 08:00   2025-11-05 12:00   -0.5   sell  forex        loss   4 h
 *  T12  2025-12-02 Tue 08:00   2025-12-03 08:00   +1.5   buy   commodities  win   24 h (pending, activated 08:00)
 *  T13  2026-01-05 Mon 14:00   2026-01-06 14:00   +1     buy   indices      win   24 h
 * Plus a cancelled trade and an open one: neither has a closing event, neither counts.
 *
 * n = 13; wins 6 (T1 T4 T7 T10 T12 T13), losses 6 (T2 T3 T6 T8 T9 T11), breakeven 1 (T5).
 * Total R = 2-1-1+3+0-1+1-1-1+2-0.5+1.5+1 = 5.
 * Win rate = 6 / (6+6) = 50.0 % (12 decided trades).
 * Payoff = avg win / avg loss = (10.5/6) / (5.5/6) = 1.75 / 0.91667 = 1.909 → 1.91 (12 trades).
 * Expectancy = 5 / 13 = 0.3846 → 0.38.
 * SQN = √13 × mean / sample sd. Σr² = 4+1+1+9+0+1+1+1+1+4+0.25+2.25+1 = 26.5;
 *   var = (26.5 − 5²/13) / 12 = (26.5 − 1.92308) / 12 = 2.04808; sd = 1.43111;
 *   SQN = 3.60555 × 0.38462 / 1.43111 = 0.969 → 0.97.
 * Cumulative-R curve, one point per close time (T8 and T9 close together: one step of −2):
 *   2, 1, 0, 3, 3, 2, 3, 1, 3, 2.5, 4, 5 (12 points); drawdown below the high-water mark:
 *   0, 1, 2, 0, 0, 1, 0, 2, 0, 0.5, 0, 0.
 * Drawdown episodes (peak = last time the curve stood at its high-water mark):
 *   A: peak T1 close 01-07 08:00, trough T3 close 03-05 14:00, back at T4 close 04-09 08:00:
 *      depth 2, 92 days.
 *   B: peak T5 close 05-06 16:00 (3 = the high-water mark), trough T6 06-04 18:00, back at T7
 *      close 08-05 08:00: depth 1, 91 days − 8 h = 90.67 days.
 *   C: peak T7 close 08-05 08:00, trough T8+T9 09-02 16:00, back at T10 close 10-07 14:00:
 *      depth 2, 63 days + 6 h = 63.25 days.
 *   D: peak T10 close 10-07 14:00, trough T11 11-05 12:00, back at T12 close 12-03 08:00:
 *      depth 0.5, 57 days − 6 h = 56.75 days.
 * Max drawdown 2 (A, the earlier of two); largest five: A, C, B, D; longest 92 days.
 * Recovery factor = total R / max drawdown = 5 / 2 = 2.5.
 * Monthly R: 2025: +2 −1 −1 +3 0 −1 (none) +1 −2 +2 −0.5 +1.5 = 4; 2026: Jan +1.
 * Profitable months: Jan, Apr, Aug, Oct, Dec 2025, Jan 2026 = 6 of the 12 with trades = 50.0 %.
 * Sharpe and Sortino on the 13 calendar months (July = 0), risk-free 0, annualised × √12:
 *   series 2,−1,−1,3,0,−1,0,1,−2,2,−0.5,1.5,1; mean 5/13 = 0.38462; Σx² = 28.5;
 *   sd = √((28.5 − 1.92308)/12) = √2.21474 = 1.48820; Sharpe = 0.38462/1.48820 × 3.46410 = 0.895
 *   → 0.9. Downside deviation = √((1+1+1+4+0.25)/13) = √0.55769 = 0.74679;
 *   Sortino = 0.38462/0.74679 × 3.46410 = 1.784 → 1.78.
 * Average time in winning trades = (24+48+24+24+24+24)/6 = 28 h; in losing ones = (6+6+4+8+8+4)/6 = 6 h.
 * By weekday (opening day): Mon T1 T4 T7 T10 T13 = 5 trades, 5 W, R 9, expectancy 1.8;
 *   Tue T2 T5 T8 T9 T12 = 5 trades, 1 W 3 L 1 BE, R −1.5, win rate 25, expectancy −0.3;
 *   Wed T3 T6 T11 = 3 trades, 3 L, R −2.5, expectancy −0.83.
 * By hour (opening): 08 T1 T3 T4 T7 T8 T9 T11 T12 = 8 trades, 4 W 4 L, R 2−1+3+1−1−1−0.5+1.5 = 4,
 *   expectancy 0.5; 14 T2 T5 T6 T10 T13 = 5 trades, 2 W 2 L 1 BE, R 1, expectancy 0.2.
 * By side: buy T1 T3 T4 T5 T9 T10 T12 T13 = 8, 5 W 2 L 1 BE, R 7.5, win rate 71.4, exp. 0.94;
 *   sell T2 T6 T7 T8 T11 = 5, 1 W 4 L, R −2.5, win rate 20, exp. −0.5.
 * By asset class: commodities T6 T12 = 2, 1 W 1 L, R 0.5, exp. 0.25; crypto T4 T9 = 2, 1 W 1 L,
 *   R 2, exp. 1; forex T1 T2 T5 T7 T10 T11 = 6, 3 W 2 L 1 BE, R 3.5, win rate 60, exp. 0.58;
 *   indices T3 T8 T13 = 3, 1 W 2 L, R −1, win rate 33.3, exp. −0.33.
 */
type Row = [
  symbol: string,
  side: 'buy' | 'sell',
  assetClass: PerformanceTrade['assetClass'],
  opened: string,
  closed: string,
  r: number,
];
const FIXTURE: Row[] = [
  ['EURUSD', 'buy', 'forex', '2025-01-06T08:00Z', '2025-01-07T08:00Z', 2],
  ['EURUSD', 'sell', 'forex', '2025-02-04T14:00Z', '2025-02-04T20:00Z', -1],
  ['US30', 'buy', 'indices', '2025-03-05T08:00Z', '2025-03-05T14:00Z', -1],
  ['BTCUSD', 'buy', 'crypto', '2025-04-07T08:00Z', '2025-04-09T08:00Z', 3],
  ['GBPUSD', 'buy', 'forex', '2025-05-06T14:00Z', '2025-05-06T16:00Z', 0],
  ['XAUUSD', 'sell', 'commodities', '2025-06-04T14:00Z', '2025-06-04T18:00Z', -1],
  ['EURUSD', 'sell', 'forex', '2025-08-04T08:00Z', '2025-08-05T08:00Z', 1],
  ['US30', 'sell', 'indices', '2025-09-02T08:00Z', '2025-09-02T16:00Z', -1],
  ['BTCUSD', 'buy', 'crypto', '2025-09-02T08:00Z', '2025-09-02T16:00Z', -1],
  ['EURUSD', 'buy', 'forex', '2025-10-06T14:00Z', '2025-10-07T14:00Z', 2],
  ['GBPUSD', 'sell', 'forex', '2025-11-05T08:00Z', '2025-11-05T12:00Z', -0.5],
  ['XAUUSD', 'buy', 'commodities', '2025-12-02T08:00Z', '2025-12-03T08:00Z', 1.5],
  ['US30', 'buy', 'indices', '2026-01-05T14:00Z', '2026-01-06T14:00Z', 1],
];
const resultOf = (r: number) => (r > 0.05 ? 'win' : r < -0.05 ? 'loss' : 'breakeven');
const f = (value: number | null, trades: number) => ({ value, trades, smallSample: trades < 30 });
const bucket = (
  key: string,
  [trades, wins, losses, breakeven]: number[],
  winRate: number,
  r: number,
  expectancy: number,
) => ({ key, trades, wins, losses, breakeven, winRate, r, expectancy, smallSample: true });

describe.each(serverDbKinds)('track-record statistics on %s', (kind) => {
  const t = useTestContext(kind);
  let user: string;
  beforeAll(async () => {
    user = (await t.signIn()).token;
    const db = t.database.db;
    for (const [i, [symbol, side, assetClass, opened, closed, r]] of FIXTURE.entries()) {
      const id = newId();
      const openedAt = new Date(opened);
      const closedAt = new Date(closed);
      // T12 was published pending two hours before its activation.
      const publishedAt = i === 11 ? new Date(openedAt.getTime() - 7_200_000) : openedAt;
      const entry = 100;
      const dir = side === 'buy' ? 1 : -1;
      await db.insert(trades).values({
        id,
        symbol,
        assetClass,
        side,
        entryPrice: entry,
        stopLoss: entry - dir * 10,
        initialStopLoss: entry - dir * 10,
        takeProfits: [{ price: entry + dir * 30, allocation: 100, hitAt: null }],
        status: 'closed',
        result: resultOf(r),
        closePrice: entry + dir * 10 * r,
        pips: 10 * r,
        rMultiple: r,
        publishedAt,
        openedAt,
        closedAt,
      });
      const outcome = {
        price: entry + dir * 10 * r,
        pips: 10 * r,
        rMultiple: r,
        result: resultOf(r),
      };
      await db.insert(tradeUpdates).values([
        {
          tradeId: id,
          at: publishedAt,
          type: 'published',
          data: { status: i === 11 ? 'pending' : 'open' },
        },
        ...(i === 11 ? [{ tradeId: id, at: openedAt, type: 'activated', data: {} }] : []),
        // T4 closes by hitting its last take-profit; the others by a close.
        i === 3
          ? { tradeId: id, at: closedAt, type: 'tp_hit', data: { tpIndex: 0, ...outcome } }
          : { tradeId: id, at: closedAt, type: 'closed', data: outcome },
      ]);
    }
    // A cancelled and an open trade: no closing event.
    for (const status of ['cancelled', 'open'] as const) {
      const id = newId();
      const at = new Date('2025-07-10T10:00Z');
      await db.insert(trades).values({
        id,
        symbol: 'EURUSD',
        assetClass: 'forex',
        side: 'buy',
        entryPrice: 1,
        stopLoss: 0.9,
        initialStopLoss: 0.9,
        takeProfits: [{ price: 1.2, allocation: 100, hitAt: null }],
        status,
        publishedAt: at,
      });
      await db.insert(tradeUpdates).values([
        { tradeId: id, at, type: 'published', data: { status: 'pending' } },
        { tradeId: id, at, type: status === 'open' ? 'activated' : 'cancelled', data: {} },
      ]);
    }
  });

  const performance = async (query = '') => {
    const res = await t.request({ url: `/v1/trades/performance${query}`, token: user });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('matches every hand-computed figure of the fixture', async () => {
    const p = await performance();
    expect(p).toMatchObject({ sampleSize: 13, smallSampleBelow: 30, months: 13 });
    // Each figure: its value and how many trades it rests on.
    const figures: [string, number, number][] = [
      ['totalR', 5, 13],
      ['winRate', 50, 12],
      ['payoffRatio', 1.91, 12],
      ['expectancy', 0.38, 13],
      ['sqn', 0.97, 13],
      ['maxDrawdown', 2, 13],
      ['longestDrawdownDays', 92, 13],
      ['recoveryFactor', 2.5, 13],
      ['profitableMonths', 50, 13],
      ['sharpe', 0.9, 13],
      ['sortino', 1.78, 13],
      ['avgWinHours', 28, 6],
      ['avgLossHours', 6, 6],
    ];
    for (const [name, value, n] of figures) expect(p[name], name).toEqual(f(value, n));
    expect(p.curve.map((c: { cumulativeR: number }) => c.cumulativeR)).toEqual([
      2, 1, 0, 3, 3, 2, 3, 1, 3, 2.5, 4, 5,
    ]);
    expect(p.curve.map((c: { drawdownR: number }) => c.drawdownR)).toEqual([
      0, 1, 2, 0, 0, 1, 0, 2, 0, 0.5, 0, 0,
    ]);
    expect(p.curve[7]).toEqual({
      at: '2025-09-02T16:00:00.000Z',
      r: -2,
      cumulativeR: 1,
      drawdownR: 2,
    });
    expect(p.drawdowns).toEqual([
      {
        peakAt: '2025-01-07T08:00:00.000Z',
        troughAt: '2025-03-05T14:00:00.000Z',
        recoveredAt: '2025-04-09T08:00:00.000Z',
        depthR: 2,
        days: 92,
      },
      {
        peakAt: '2025-08-05T08:00:00.000Z',
        troughAt: '2025-09-02T16:00:00.000Z',
        recoveredAt: '2025-10-07T14:00:00.000Z',
        depthR: 2,
        days: 63.25,
      },
      {
        peakAt: '2025-05-06T16:00:00.000Z',
        troughAt: '2025-06-04T18:00:00.000Z',
        recoveredAt: '2025-08-05T08:00:00.000Z',
        depthR: 1,
        days: 90.67,
      },
      {
        peakAt: '2025-10-07T14:00:00.000Z',
        troughAt: '2025-11-05T12:00:00.000Z',
        recoveredAt: '2025-12-03T08:00:00.000Z',
        depthR: 0.5,
        days: 56.75,
      },
    ]);
    const m = (r: number, trades = 1) => ({ r, trades });
    expect(p.monthly).toEqual([
      {
        year: 2025,
        months: [
          m(2),
          m(-1),
          m(-1),
          m(3),
          m(0),
          m(-1),
          null,
          m(1),
          m(-2, 2),
          m(2),
          m(-0.5),
          m(1.5),
        ],
        r: 4,
      },
      { year: 2026, months: [m(1), ...Array(11).fill(null)], r: 1 },
    ]);
    expect(p.byWeekday).toEqual([
      bucket('mon', [5, 5, 0, 0], 100, 9, 1.8),
      bucket('tue', [5, 1, 3, 1], 25, -1.5, -0.3),
      bucket('wed', [3, 0, 3, 0], 0, -2.5, -0.83),
    ]);
    expect(p.byHour).toEqual([
      bucket('08', [8, 4, 4, 0], 50, 4, 0.5),
      bucket('14', [5, 2, 2, 1], 50, 1, 0.2),
    ]);
    expect(p.bySide).toEqual([
      bucket('buy', [8, 5, 2, 1], 71.4, 7.5, 0.94),
      bucket('sell', [5, 1, 4, 0], 20, -2.5, -0.5),
    ]);
    expect(p.byAssetClass).toEqual([
      bucket('commodities', [2, 1, 1, 0], 50, 0.5, 0.25),
      bucket('crypto', [2, 1, 1, 0], 50, 2, 1),
      bucket('forex', [6, 3, 2, 1], 60, 3.5, 0.58),
      bucket('indices', [3, 1, 2, 0], 33.3, -1, -0.33),
    ]);
  });

  it('filters by symbol and by close period; Sharpe and Sortino wait for 12 months', async () => {
    // EURUSD: T1 +2, T2 −1, T7 +1, T10 +2 → 4 trades, R 4; curve 2, 1, 2, 4: one drawdown of 1.
    const eur = await performance('?symbol=eurusd');
    expect(eur).toMatchObject({ sampleSize: 4, totalR: f(4, 4), maxDrawdown: f(1, 4) });
    // 4 calendar months only (Jan–Oct 2025 is 10): no ratios yet.
    expect(eur.sharpe).toEqual(f(null, 4));
    expect(eur.sortino).toEqual(f(null, 4));
    // Closed 1 Sep – 31 Dec 2025 (date-only `to` covers the day): T8..T12, R −1−1+2−0.5+1.5 = 1.
    const autumn = await performance('?from=2025-09-01&to=2025-12-31');
    expect(autumn).toMatchObject({ sampleSize: 5, months: 4, totalR: f(1, 5) });
    // Curve −2, 0, −0.5, 1: the peak is the start (0 at T8's opening), trough −2, back at 0
    // with T10; then 0.5 down at T11, back above with T12.
    expect(autumn.drawdowns).toHaveLength(2);
    expect(autumn.drawdowns[0]).toMatchObject({
      peakAt: '2025-09-02T08:00:00.000Z',
      troughAt: '2025-09-02T16:00:00.000Z',
      recoveredAt: '2025-10-07T14:00:00.000Z',
      depthR: 2,
    });
    expect(autumn.drawdowns[1]).toMatchObject({
      depthR: 0.5,
      recoveredAt: '2025-12-03T08:00:00.000Z',
    });
    const none = await performance('?from=2030-01-01');
    expect(none).toMatchObject({ sampleSize: 0, months: 0, totalR: f(0, 0), sqn: f(null, 0) });
    expect(
      (await t.request({ url: '/v1/trades/performance?from=yesterday', token: user })).statusCode,
    ).toBe(400);
    // Public: the same figures without signing in.
    const anonymous = await t.request({ url: '/v1/trades/performance?symbol=EURUSD' });
    expect(anonymous.json()).toEqual(eur);
  });
});

describe('computePerformance', () => {
  it('drops the small-sample flag from 30 trades on, and keeps an unrecovered drawdown open', () => {
    const trades: PerformanceTrade[] = Array.from({ length: 30 }, (_, i) => ({
      id: `t${String(i).padStart(2, '0')}`,
      symbol: 'EURUSD',
      side: 'buy',
      assetClass: 'forex',
      openedAt: new Date(Date.UTC(2025, 0, 1 + i)),
      closedAt: new Date(Date.UTC(2025, 0, 1 + i, 12)),
      // 15 wins of +1 then 15 losses of −1: a 15R drawdown still open at the end.
      r: i < 15 ? 1 : -1,
      result: i < 15 ? 'win' : 'loss',
    }));
    const p = computePerformance(trades);
    expect(p.expectancy).toEqual({ value: 0, trades: 30, smallSample: false });
    expect(p.maxDrawdown).toEqual({ value: 15, trades: 30, smallSample: false });
    // Peak at the 15th close (15 Jan 12:00), last close 30 Jan 12:00: 15 days, not recovered.
    expect(p.drawdowns).toEqual([
      {
        peakAt: '2025-01-15T12:00:00.000Z',
        troughAt: '2025-01-30T12:00:00.000Z',
        recoveredAt: null,
        depthR: 15,
        days: 15,
      },
    ]);
    expect(p.recoveryFactor.value).toBe(0);
    expect(p.byWeekday[0]?.smallSample).toBe(true);
  });
});
