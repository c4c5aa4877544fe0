import { formatTimeTicks, formatValueTicks, toSeries } from './equitySeries';

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

  it('leaves out points whose time cannot be read', () => {
    expect(toSeries([point('not a date', 1, 1)], 'r')).toEqual([]);
  });
});

describe('axis labels', () => {
  const day = 86_400;
  const june15 = Date.UTC(2026, 5, 15, 12) / 1000;

  it('label dates in the reader’s language, coarser as the ticks spread', () => {
    expect(formatTimeTicks([june15], day, 'en')).toEqual(['Jun 15']);
    expect(formatTimeTicks([june15], day, 'fr')).toEqual(['15 juin']);
    expect(formatTimeTicks([june15], 30 * day, 'en')).toEqual(['Jun 2026']);
    expect(formatTimeTicks([june15], 365 * day, 'en')).toEqual(['2026']);
    expect(formatTimeTicks([june15], 3600, 'en')[0]).toMatch(/^\d{1,2}:00\s?[AP]M$/);
  });

  it('label values in the reader’s language with at most two decimals', () => {
    expect(formatValueTicks([-1.5, 0, 12.345], 'en')).toEqual(['-1.5', '0', '12.35']);
    expect(formatValueTicks([-1.5], 'fr')).toEqual(['-1,5']);
    expect(formatValueTicks([2.5], 'ar-EG')).toEqual(['٢٫٥']);
  });
});
