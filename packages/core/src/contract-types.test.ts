import { fillPath, type ApiMethod, type ApiPath, type CallOptions } from './endpoints';
import type {
  AuthResponse,
  CreatePlanRequest,
  CreateTradeRequest,
  Paginated,
  Plan,
  PlanFeature,
  PlanFeatureKey,
  PlansParams,
  PublicStats,
  Trade,
  TradeStats,
  TradeUpdate,
  UpdatePlanRequest,
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
    assertType<Equal<Plan['featureKeys'], PlanFeatureKey[]>>(true);
    assertType<Equal<PlanFeature['key'], PlanFeatureKey>>(true);
    assertType<Equal<PlanFeature['integration'], 'telegram' | 'discord' | null>>(true);
    assertType<Equal<CreatePlanRequest['featureKeys'], PlanFeatureKey[] | undefined>>(true);
    // Retired lines are only removed from an existing plan, never sent on create.
    assertType<Equal<'retiredFeatures' extends keyof CreatePlanRequest ? 1 : 0, 0>>(true);
    assertType<Equal<UpdatePlanRequest['retiredFeatures'], string[] | undefined>>(true);
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
