import { Stack, Typography, up } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NotificationPreferences } from '../NotificationPreferences';
import { MarketsCard } from './MarketsCard';
import { PhoneAlertsCard } from './PhoneAlertsCard';
import { QuietHoursCard } from './QuietHoursCard';

const Grid = styled.div`
  display: grid;
  gap: 24px;
  align-items: start;
  ${up('md')} {
    grid-template-columns: 1fr 1fr;
  }
`;

/**
 * Settings → Alerts: phone alerts of this browser and the devices, the events per channel,
 * markets and quiet hours. Each card saves its own part.
 */
export function AlertsSettings() {
  const { t } = useTranslation();
  return (
    <Stack as="section" gap={2} aria-labelledby="alerts-title">
      <Typography variant="h5" as="h2" id="alerts-title">
        {t('session.alerts.title')}
      </Typography>
      <Grid>
        <PhoneAlertsCard />
        <NotificationPreferences />
        <MarketsCard />
        <QuietHoursCard />
      </Grid>
    </Stack>
  );
}
