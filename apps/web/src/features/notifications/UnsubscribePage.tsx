import { useUnsubscribeEmails } from '@finfree/core/react';
import { Alert, Button, Stack, Typography } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

/**
 * The page an alert e-mail's unsubscribe link opens: one press stops every e-mail alert of the
 * account the signed link names, without signing in. In-app alerts stay as they are.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const unsubscribe = useUnsubscribeEmails();
  return (
    <Stack gap={2} align="center" style={{ textAlign: 'center', paddingBlock: 48 }}>
      <Typography variant="h3" as="h1">
        {t('session.unsubscribe.title')}
      </Typography>
      {!token ? (
        <Alert severity="warning">{t('session.unsubscribe.missing')}</Alert>
      ) : unsubscribe.isSuccess ? (
        <Alert severity="success">{t('session.unsubscribe.done')}</Alert>
      ) : (
        <>
          <Typography color="textSecondary">{t('session.unsubscribe.text')}</Typography>
          {unsubscribe.isError ? (
            <Alert severity="error">{t('session.unsubscribe.invalid')}</Alert>
          ) : null}
          <Button
            size="large"
            loading={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate(token)}
          >
            {t('session.unsubscribe.confirm')}
          </Button>
        </>
      )}
    </Stack>
  );
}
