import { readTradeParams } from './TradesPage';

describe('readTradeParams', () => {
  it('defaults to limit 10, page 1', () => {
    expect(readTradeParams(new URLSearchParams())).toEqual({ limit: 10, page: 1 });
  });

  it('reads filters and page, ignoring unknown or invalid values', () => {
    expect(
      readTradeParams(new URLSearchParams('page=3&status=open&side=sell&symbol=eurusd')),
    ).toEqual({
      limit: 10,
      page: 3,
      status: 'open',
      side: 'sell',
      symbol: 'EURUSD',
    });
    expect(readTradeParams(new URLSearchParams('page=-2&status=won&side=long&symbol=%20'))).toEqual(
      {
        limit: 10,
        page: 1,
      },
    );
  });
});
