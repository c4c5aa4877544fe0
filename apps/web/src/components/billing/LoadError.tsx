import { useTranslation } from 'react-i18next';
import { loadErrorKey } from '../../lib/billingErrors';
import { RetryAlert } from '../RetryAlert';

/** A failed read of the billing screens: what went wrong (connection or server) and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return <RetryAlert onRetry={onRetry}>{t(loadErrorKey(error))}</RetryAlert>;
}
