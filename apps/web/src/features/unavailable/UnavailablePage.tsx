import { Card, CardContent, Info, Stack, Typography } from '@finfree/ui';
import { useTranslation } from 'react-i18next';

/** A screen planned for a later release: says so plainly, inside the dashboard. */
export function UnavailablePage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={3}>
      <Typography variant="h4" as="h1">
        {t(titleKey)}
      </Typography>
      <Card>
        <CardContent>
          <Stack direction="row" gap={2} align="center">
            <Info size={28} aria-hidden />
            <Typography>{t('common.notAvailable')}</Typography>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
