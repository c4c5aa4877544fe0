import {
  alertLanguage,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '@finfree/core';
import { useSaveNotificationPreferences } from '@finfree/core/react';
import { useTranslation } from 'react-i18next';

/** The parts of the alert choices one card of the Alerts settings saves. */
export type AlertChoicesPart = Partial<
  Pick<NotificationPreferencesUpdate, 'channels' | 'emailMode' | 'markets' | 'quiet'>
>;

/**
 * Saves one card's part of the alert choices over what is stored, with the app's current
 * language, so e-mails and phone alerts are written in the member's language. What the card
 * does not send (another card's markets or quiet hours) is kept as stored.
 */
export function useSaveAlertChoices() {
  const { i18n } = useTranslation();
  const save = useSaveNotificationPreferences();
  return {
    pending: save.isPending,
    save: (stored: NotificationPreferences, part: AlertChoicesPart) =>
      save.mutateAsync({
        channels: stored.channels,
        emailMode: stored.emailMode,
        ...part,
        language: alertLanguage(i18n.language),
      }),
  };
}
