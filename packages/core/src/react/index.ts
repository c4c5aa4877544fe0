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
export { useApiMutation } from './mutation';
export { useIdempotentMutation } from './idempotentMutation';
export type { ApiMutationOptions, ApiMutationResult, Invalidates } from './mutation';
export { asIs, defineIdempotentMutation, defineMutation, defineQuery } from './define';
export type { MutationHook, MutationSpec, QueryHook, QuerySpec } from './define';
export {
  useAdminAffiliate,
  useAdminArchivePlan,
  useAdminAuditLog,
  useAdminCreatePlan,
  useAdminCreateTrade,
  useAdminJobs,
  useAdminMemberOrders,
  useAdminMemberSubscriptions,
  useAdminPayoutsSummary,
  useAdminPlanFeatures,
  useAdminRetryJob,
  useAdminTradeEvent,
  useAdminUpdatePlan,
  useAdminUpdateTrade,
  useAdminUpdateUser,
  useAdminUpdateWithdrawal,
  useAdminUsers,
  useAdminWithdrawals,
  useDispute,
  useDisputes,
  useOrderRefunds,
  useRefundOrder,
  useRestoreDisputeAccess,
} from './adminHooks';
export {
  useBalance,
  useForgotPassword,
  useLogoutAll,
  useMe,
  usePlan,
  usePlans,
  usePublicStats,
  useResetPassword,
  useSendContact,
  useTrade,
  useTradeStats,
  useTradePerformance,
  useTradeChain,
  useTrades,
  useUpdateMe,
} from './hooks';
export type { ApiQueryOptions, ApiQueryResult } from './hooks';
export {
  useAddCard,
  useAffiliateSummary,
  useAuthenticateOrder,
  useCancelSubscription,
  useCancelWithdrawal,
  useCards,
  useCommissions,
  useConfirmOrder,
  useCreateOrder,
  useCreateSubscription,
  useDeleteCard,
  usePayments,
  useReferrals,
  useRefreshOrder,
  useSetDefaultCard,
  useSetupCard,
  useSubscription,
  useSubscriptionPreview,
  useSubscriptions,
  useUpdateSubscription,
  useWithdraw,
  useWithdrawals,
} from './billingHooks';
export type { ConfirmOrderVariables, UpdateSubscriptionVariables } from './billingHooks';
export {
  useLiveUpdates,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
  useUnreadNotificationCount,
  useUnsubscribeEmails,
} from './notificationHooks';
export {
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from './notificationPreferenceHooks';
export type { LiveUpdatesOptions } from './notificationHooks';
export { snoozeKeys, useSnoozeTrade, useSnoozes, useUnsnoozeTrade } from './snoozeHooks';
export {
  postKeys,
  useAdminCreatePost,
  useAdminDeletePost,
  useAdminPosts,
  useAdminPublishPost,
  useAdminUnpublishPost,
  useAdminUpdatePost,
  useLatestPosts,
  usePost,
  usePosts,
} from './postHooks';
export {
  pushKeys,
  usePushDevices,
  usePushKey,
  useRegisterPushDevice,
  useRemovePushDevice,
  useSendTestPush,
} from './pushHooks';
