// The query and mutation hooks of the public and member screens, each defined once from its
// API function and query key (see `define.ts`). The administrators' are in `adminHooks.ts`.
import { useContext } from 'react';
import { forgotPassword, getMe, logoutAll, resetPassword, updateMe } from '../api/auth';
import {
  getPlan,
  getPublicStats,
  getTrade,
  getTradeChain,
  getTradePerformance,
  getTradeStats,
  listPlans,
  listTrades,
  sendContact,
} from '../api/catalog';
import { getBalance } from '../api/balance';
import type { PlansParams, TradeStatsParams, TradesParams } from '../types';
import { AuthContext } from './AuthProvider';
import { asIs, defineMutation, defineQuery } from './define';
import { queryKeys } from './queryKeys';

export type { ApiQueryOptions, ApiQueryResult } from './define';

type Id = string | null | undefined;

// ---------------------------------------------------------------- reads

/** The signed-in user (`GET /auth/me`). */
export const useMe = defineQuery({
  arity: 0,
  fromAnswer: asIs,
  key: queryKeys.me,
  fetch: (client, request) => getMe(client, request),
});

/** Member count label and track record (`GET /public/stats`). */
export const usePublicStats = defineQuery({
  arity: 0,
  fromAnswer: asIs,
  key: queryKeys.publicStats,
  fetch: (client, request) => getPublicStats(client, request),
});

/** A page of plans (limit 10, page 1 by default). */
export const usePlans = defineQuery({
  arity: 1,
  fromAnswer: asIs,
  key: (params?: PlansParams) => queryKeys.plans.list(params),
  fetch: (client, request, [params]) => listPlans(client, params, request),
});

/** One plan; waits while `id` is empty. */
export const usePlan = defineQuery({
  arity: 1,
  fromAnswer: asIs,
  key: (id: Id) => queryKeys.plans.detail(id ?? ''),
  fetch: (client, request, [id]) => getPlan(client, id ?? '', request),
  ready: ([id]) => Boolean(id),
});

/** A page of trades: limit 10, page 1 by default; filters status, symbol, side, from, to, sortBy. */
export const useTrades = defineQuery({
  arity: 1,
  fromAnswer: asIs,
  key: (params?: TradesParams) => queryKeys.trades.list(params),
  fetch: (client, request, [params]) => listTrades(client, params, request),
});

/** One trade (detail drawer); waits while `id` is empty. */
export const useTrade = defineQuery({
  arity: 1,
  fromAnswer: asIs,
  key: (id: Id) => queryKeys.trades.detail(id ?? ''),
  fetch: (client, request, [id]) => getTrade(client, id ?? '', request),
  ready: ([id]) => Boolean(id),
});

/** Trade statistics. */
export const useTradeStats = defineQuery({
  arity: 1,
  fromAnswer: asIs,
  key: (params?: TradeStatsParams) => queryKeys.trades.stats(params),
  fetch: (client, request, [params]) => getTradeStats(client, params, request),
});

/** Track-record statistics (`GET /trades/performance`; same filters as the stats). */
export const useTradePerformance = defineQuery({
  arity: 1,
  fromAnswer: asIs,
  key: (params: TradeStatsParams = {}) => queryKeys.trades.performance(params),
  fetch: (client, request, [params]) => getTradePerformance(client, params, request),
});

/** The hash-chained trade history (`GET /trades/chain`, public). */
export const useTradeChain = defineQuery({
  arity: 0,
  fromAnswer: asIs,
  key: queryKeys.trades.chain,
  fetch: (client, request) => getTradeChain(client, request),
});

/** Affiliate balance. */
export const useBalance = defineQuery({
  arity: 0,
  fromAnswer: asIs,
  key: queryKeys.balance,
  fetch: (client, request) => getBalance(client, request),
});

// ---------------------------------------------------------------- account

/** Updates the own profile; refreshes `useMe` and the auth context's user. */
export const useUpdateMe = defineMutation(updateMe, {
  invalidates: () => [queryKeys.me(), queryKeys.admin.users()],
  useOnSuccess: () => {
    const auth = useContext(AuthContext);
    return (user) => auth?.updateUser(user);
  },
});

/** Signs out of every device on the server, then logs out here. */
export const useLogoutAll = defineMutation<void, void>((client) => logoutAll(client), {
  useOnSuccess: () => {
    const auth = useContext(AuthContext);
    return () => {
      void auth?.logout();
    };
  },
});

/** Sends the contact form. */
export const useSendContact = defineMutation(sendContact);

/** Asks for a password-reset e-mail (the answer never says whether the account exists). */
export const useForgotPassword = defineMutation(forgotPassword);

/** Sets a new password with an e-mailed token; resolves the account's e-mail. */
export const useResetPassword = defineMutation(
  (client, { token, password }: { token: string; password: string }) =>
    resetPassword(client, token, { password }),
);
