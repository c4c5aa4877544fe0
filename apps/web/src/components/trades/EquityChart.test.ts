import { toSeries } from './EquityChart';

const point = (at: string, cumulativeR: number, cumulativePips: number) => ({
  at,
  tradeId: at,
  r: 0,
  cumulativeR,
  cumulativePips,
});

describe('toSeries', () => {
  it('plots the cumulative value, one point per second, in time order', () => {
    const points = [
      point('2026-06-02T10:00:00.000Z', 1.5, 30),
      point('2026-06-01T10:00:00.000Z', -1, -20),
      point('2026-06-02T10:00:00.400Z', 2, 45), // same second: the later total wins
    ];
    expect(toSeries(points, 'r')).toEqual([
      { time: Date.UTC(2026, 5, 1, 10) / 1000, value: -1 },
      { time: Date.UTC(2026, 5, 2, 10) / 1000, value: 2 },
    ]);
    expect(toSeries(points, 'pips').map((p) => p.value)).toEqual([-20, 45]);
  });
});
