import { alertLanguage, alertMessage, type AlertMessage, type Notification } from '@finfree/core';

/**
 * What an alert says in the app (bell and toast), in `language` (the app's): the same title
 * and body as its e-mail and phone notification, from the one set of alert texts.
 */
export function notificationText(notification: Notification, language: string): AlertMessage {
  return alertMessage(notification, alertLanguage(language));
}
