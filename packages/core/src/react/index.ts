// React bindings of @finfree/core (AuthProvider, query hooks) live on this subpath so the
// main entry stays framework-free.
export { ApiContext, ApiProvider, useApiClient } from './ApiContext';
export type { ApiProviderProps } from './ApiContext';
export { AuthContext, AuthProvider, useAuthContext } from './AuthProvider';
export type {
  AuthContextValue,
  AuthProviderProps,
  AuthStatus,
  UserVerification,
} from './AuthProvider';
export { queryKeys } from './queryKeys';
export { useApiMutation, useIdempotentMutation } from './mutation';
export type { ApiMutationOptions, ApiMutationResult, Invalidates } from './mutation';
export {
  useAddCard,
  useAdminAffiliate,
  useAdminArchivePlan,
  useAdminAuditLog,
  useAdminCreatePlan,
  useAdminCreateTrade,
  useAdminMemberOrders,
  useAdminMemberSubscriptions,
  useAdminPayoutsSummary,
  useAdminTradeEvent,
  useAdminUpdatePlan,
  useAdminUpdateTrade,
  useAdminUpdateUser,
  useAdminUpdateWithdrawal,
  useAdminUsers,
  useAdminWithdrawals,
  useAffiliateSummary,
  useBalance,
  useCancelSubscription,
  useCancelWithdrawal,
  useCards,
  useCommissions,
  useConfirmOrder,
  useCreateOrder,
  useCreateSubscription,
  useDeleteCard,
  useLogoutAll,
  useMe,
  usePayments,
  usePlan,
  usePlans,
  usePublicStats,
  useReferrals,
  useSendContact,
  useForgotPassword,
  useResetPassword,
  useSetDefaultCard,
  useSetupCard,
  useSubscription,
  useSubscriptionPreview,
  useSubscriptions,
  useTrade,
  useTradeStats,
  useTrades,
  useUpdateMe,
  useUpdateSubscription,
  useWithdraw,
  useWithdrawals,
} from './hooks';
export type {
  ApiQueryOptions,
  ApiQueryResult,
  ConfirmOrderVariables,
  UpdateSubscriptionVariables,
} from './hooks';
