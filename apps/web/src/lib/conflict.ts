import type { TFunction } from 'i18next';
import { errorStatus, errorText } from './serverErrors';

/**
 * What to say after a failed operator action. A 409 means someone (or something) changed the
 * record meanwhile: the caller reloads it and the message says so.
 */
export function actionFailure(
  error: unknown,
  t: TFunction,
): { conflict: boolean; message: string } {
  const conflict = errorStatus(error) === 409;
  const reason = errorText(error, t('common.somethingWentWrong'));
  return {
    conflict,
    message: conflict ? t('admin.common.conflict', { reason }) : reason,
  };
}
