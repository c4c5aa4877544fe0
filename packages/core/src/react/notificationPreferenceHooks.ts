import { useQueryClient } from '@tanstack/react-query';
import {
  getNotificationPreferences,
  saveNotificationPreferences,
} from '../api/notificationPreferences';
import { asIs, defineMutation, defineQuery } from './define';
import { queryKeys } from './queryKeys';

// The alert choices' hooks, apart from the bell's and the live stream's (`./notificationHooks`):
// the settings screen and the dashboard's layout load in different chunks, and neither carries
// the other's hooks.

/** My alert choices. */
export const useNotificationPreferences = defineQuery({
  arity: 0,
  fromAnswer: asIs,
  key: queryKeys.notifications.preferences,
  fetch: (client, request) => getNotificationPreferences(client, request),
});

/** Saves my alert choices (the cache takes what the server stored). */
export const useSaveNotificationPreferences = defineMutation(saveNotificationPreferences, {
  useOnSuccess: () => {
    const queryClient = useQueryClient();
    return (saved) => queryClient.setQueryData(queryKeys.notifications.preferences(), saved);
  },
});
