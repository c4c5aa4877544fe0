import { queryKeys } from '@finfree/core/react';
import { QueryClient } from '@tanstack/react-query';
import { chainHeadsKey } from '../features/track-record/chainHeads';
import { BOOT_DATA_ELEMENT_ID, readBootData, seedBootData } from './bootData';

function page(json: string | null) {
  const doc = document.implementation.createHTMLDocument('page');
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = BOOT_DATA_ELEMENT_ID;
    script.textContent = json;
    doc.body.append(script);
  }
  return doc;
}

const stats = { members: 3202, membersLabel: '3k+', winRate90d: 75, trades90d: 25 };
const monthly = {
  results: [{ id: 'p1', name: 'Starter' }],
  page: 1,
  limit: 10,
  totalPages: 1,
  totalResults: 1,
};

describe('boot data', () => {
  it('reads the JSON the server put in the page, and nothing from a page without (or with broken) data', () => {
    expect(readBootData(page(JSON.stringify({ at: 5, publicStats: stats })))).toEqual({
      at: 5,
      publicStats: stats,
    });
    expect(readBootData(page(null))).toBeNull();
    expect(readBootData(page('{not json'))).toBeNull();
    expect(readBootData(page('{"publicStats":{}}'))).toBeNull();
  });

  it('seeds the queries the landing page reads, dated when the server read them', () => {
    const client = new QueryClient();
    const at = Date.now() - 1_000;
    seedBootData(client, { at, publicStats: stats, plans: { month: monthly as never } });
    expect(client.getQueryData(queryKeys.publicStats())).toEqual(stats);
    const key = queryKeys.plans.list({ interval: 'month', limit: 10, page: 1 });
    expect(client.getQueryData(key)).toEqual(monthly);
    expect(client.getQueryState(key)?.dataUpdatedAt).toBe(at);
    expect(client.getQueryData(queryKeys.plans.list({ interval: 'year' }))).toBeUndefined();
  });

  it("seeds the track record page's statistics and the heads of its history, not the events", () => {
    const client = new QueryClient();
    const performance = { closedTrades: 12 };
    const chainHeads = { genesis: 'g', head: null, days: [] };
    seedBootData(client, {
      at: Date.now(),
      performance: performance as never,
      chainHeads,
    });
    expect(client.getQueryData(queryKeys.trades.performance())).toEqual(performance);
    expect(client.getQueryData(chainHeadsKey())).toEqual(chainHeads);
    // The check reads the events from the API when it is asked for.
    expect(client.getQueryData(queryKeys.trades.chain())).toBeUndefined();
  });

  it('never dates data in the future (a server clock ahead of the browser)', () => {
    const client = new QueryClient();
    seedBootData(client, { at: Date.now() + 3_600_000, publicStats: stats });
    expect(client.getQueryState(queryKeys.publicStats())!.dataUpdatedAt).toBeLessThanOrEqual(
      Date.now(),
    );
  });
});
