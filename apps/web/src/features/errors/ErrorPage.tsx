import { useAuthContext } from '@finfree/core/react';
import { ButtonLink, Stack, Typography } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../routes/paths';

const content = {
  403: { title: 'errors.forbiddenTitle', text: 'errors.forbiddenText' },
  404: { title: 'errors.notFoundTitle', text: 'errors.notFoundText' },
  500: { title: 'errors.serverTitle', text: 'errors.serverText' },
} as const;

/** The 403, 404 and 500 pages: a clear message and a way back. */
export function ErrorPage({ status }: { status: 403 | 404 | 500 }) {
  const { t } = useTranslation();
  const { title, text } = content[status];
  // The way back leads where the person belongs: the dashboard once signed in.
  const { user } = useAuthContext();
  return (
    <Stack gap={2} align="center" style={{ textAlign: 'center', paddingBlock: 48 }}>
      <Typography variant="overline" color="textSecondary" tabularNums>
        {status}
      </Typography>
      <Typography variant="h3" as="h1">
        {t(title)}
      </Typography>
      <Typography color="textSecondary">{t(text)}</Typography>
      <ButtonLink
        as={RouterLink}
        to={user ? paths.dashboard.root : paths.home}
        size="large"
        style={{ marginBlockStart: 16 }}
      >
        {t(user ? 'common.backDashboard' : 'common.backHome')}
      </ButtonLink>
    </Stack>
  );
}
