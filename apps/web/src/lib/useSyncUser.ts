import { useAuthContext, useMe } from '@finfree/core/react';
import { useCallback } from 'react';

/**
 * Re-reads the signed-in user after a subscription change, so everything that reads the
 * session's user (the past-due banner, the overview) follows without a reload.
 */
export function useSyncUser(): () => Promise<void> {
  const { updateUser } = useAuthContext();
  const me = useMe({ enabled: false });
  const { refetch } = me;
  return useCallback(async () => {
    const result = await refetch();
    if (result.data) updateUser(result.data);
  }, [refetch, updateUser]);
}
