import { EARLY_READS } from '../../app/earlyReads';
import { paths } from '../../routes/paths';
import { filterTags, normaliseTag, postPath, readOutlookParams } from './outlookParams';

describe('readOutlookParams', () => {
  it('asks for the first page of 10 when the address names nothing: what the head reads early', () => {
    const params = readOutlookParams(new URLSearchParams());
    expect(params).toEqual({ limit: 10, page: 1 });
    expect(EARLY_READS[paths.dashboard.outlook]).toEqual([{ path: '/posts', params }]);
  });

  it('reads the page, the search (trimmed) and the tag (as the API stores it)', () => {
    expect(readOutlookParams(new URLSearchParams('page=3&q=%20gold%20&tag=eurusd'))).toEqual({
      limit: 10,
      page: 3,
      search: 'gold',
      tag: 'EURUSD',
    });
    expect(readOutlookParams(new URLSearchParams('tag=Forex'))).toMatchObject({ tag: 'forex' });
  });

  it('drops an empty search, a tag that cannot be one and a page that is no page', () => {
    expect(readOutlookParams(new URLSearchParams('q=%20&tag=a%20b&page=-2'))).toEqual({
      limit: 10,
      page: 1,
    });
  });
});

describe('normaliseTag', () => {
  it('lower-cases an asset class and upper-cases a symbol', () => {
    expect(normaliseTag('CRYPTO')).toBe('crypto');
    expect(normaliseTag('stocks')).toBe('stocks');
    expect(normaliseTag('btc/usd')).toBe('BTC/USD');
  });

  it('refuses what no tag can be', () => {
    for (const value of ['', ' ', 'a'.repeat(21), '<script>', null, undefined]) {
      expect(normaliseTag(value)).toBeNull();
    }
  });
});

describe('filterTags', () => {
  it('offers the asset classes, then the tags of the posts on screen, each once, and the active tag', () => {
    const posts = [
      { tags: ['GBPUSD', 'EURUSD', 'forex'] },
      { tags: ['BTCUSD', 'crypto', 'EURUSD'] },
    ];
    expect(filterTags(posts)).toEqual([
      'forex',
      'crypto',
      'indices',
      'commodities',
      'BTCUSD',
      'EURUSD',
      'GBPUSD',
    ]);
    expect(filterTags([], 'XAUUSD')).toEqual([
      'forex',
      'crypto',
      'indices',
      'commodities',
      'XAUUSD',
    ]);
  });
});

describe('postPath', () => {
  it('is the page of one post of the outlook, its id kept to one path segment', () => {
    expect(postPath('pst_1')).toBe('/dashboard/outlook/pst_1');
    expect(postPath('a/b?c')).toBe('/dashboard/outlook/a%2Fb%3Fc');
  });
});
