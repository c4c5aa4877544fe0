import { fillPath, type ApiMethod, type ApiPath, type CallOptions } from './endpoints';
import type {
  AuthResponse,
  CreateTradeRequest,
  Paginated,
  Plan,
  PlansParams,
  PublicStats,
  Trade,
  TradeStats,
  TradeUpdate,
} from './types';

type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const assertType = <T extends true>(value: T) => value;

describe('types from the OpenAPI document', () => {
  it('name the server shapes (a wrong alias does not compile)', () => {
    assertType<Equal<Trade['side'], 'buy' | 'sell'>>(true);
    assertType<Equal<TradeStats['profitFactor'], number | null>>(true);
    assertType<Equal<Paginated<Plan>['results'], Plan[]>>(true);
    assertType<Equal<keyof PublicStats, 'members' | 'membersLabel' | 'trades90d' | 'winRate90d'>>(
      true,
    );
    assertType<Equal<AuthResponse['user']['role'], 'user' | 'admin'>>(true);
    assertType<Equal<TradeUpdate['at'], string>>(true);
    assertType<Equal<CreateTradeRequest['stopLoss'], number>>(true);
    assertType<Equal<PlansParams['interval'], 'month' | 'year' | undefined>>(true);
    // Paths and methods come from the document: these are compile errors.
    // @ts-expect-error: the server has no such path
    const unknownPath: ApiPath = '/nope';
    assertType<Equal<ApiMethod<'/plans/{id}'>, 'get' | 'patch' | 'delete'>>(true);
    const ok: CallOptions<'/plans/{id}', 'get'> = { path: { id: 'p1' } };
    // @ts-expect-error: the path parameter is required
    const missing: CallOptions<'/plans/{id}', 'get'> = {};
    const wrongBody: CallOptions<'/plans', 'post'> = {
      // @ts-expect-error: `amount` is an integer of minor units, not a string
      body: { name: 'A', amount: '1', interval: 'month' },
    };
    expect([unknownPath, ok, missing, wrongBody]).toHaveLength(4);
  });

  it('fills path parameters, URL-encoded', () => {
    expect(fillPath('/payments/orders/{id}/confirm', { id: 'o 1' })).toBe(
      '/payments/orders/o%201/confirm',
    );
    expect(() => fillPath('/plans/{id}', {})).toThrow(/Missing path parameter "id"/);
  });
});
