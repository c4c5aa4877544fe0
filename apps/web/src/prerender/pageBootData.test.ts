import { DAYS_SHOWN } from '../features/track-record/chainHeads';
import { bootDataOf } from './pageBootData';

describe('the boot data a rendered page carries', () => {
  it('keeps of the chain only what the track record renders: its head and the newest days', () => {
    const days = Array.from({ length: DAYS_SHOWN + 3 }, (_, i) => ({
      day: `2026-01-${String(i + 1).padStart(2, '0')}`,
      hash: `h${i}`,
      id: i,
    }));
    const head = { at: '2026-01-17T10:00:00.000Z', hash: 'h16', id: 16 };
    const events = [{ id: 1, hash: 'e1' }];
    const stats = { closedTrades: 12 };
    const boot = bootDataOf({
      at: 7,
      performance: stats as never,
      chain: { genesis: 'g', head, days, events } as never,
    });
    expect(boot).toEqual({
      at: 7,
      performance: stats,
      chainHeads: { genesis: 'g', head, days: days.slice(-DAYS_SHOWN) },
    });
    expect(bootDataOf({ at: 7, publicStats: stats as never })).toEqual({
      at: 7,
      publicStats: stats,
    });
  });
});
