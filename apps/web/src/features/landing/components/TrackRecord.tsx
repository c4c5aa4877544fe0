import { usePublicStats } from '@finfree/core/react';
import { Link, Skeleton, Typography, cssVar, up } from '@finfree/ui';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../routes/paths';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/RetryAlert';
import styled from 'styled-components';
import { formatNumber, formatPercent } from '../../../lib/format';
import { Section } from './Section';
import { publicDataQuery } from '../../../lib/publicData';

const Grid = styled.dl`
  display: grid;
  gap: 24px;
  margin: 0;
  ${up('sm')} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const FigureCard = styled.div`
  padding: 24px;
  border-radius: calc(${cssVar('shape-radius')} * 2);
  background: ${cssVar('background-paper')};
  box-shadow: ${cssVar('shadow-card')};
`;

const Figure = styled.dd`
  margin: 8px 0 0;
  font-size: 2.25rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const More = styled.p`
  margin: 24px 0 0;
`;

/** The public track record teaser, from `GET /public/stats`. */
export function TrackRecord() {
  const { t, i18n } = useTranslation();
  const stats = usePublicStats(publicDataQuery);
  const lng = i18n.language;
  const figures = stats.data
    ? [
        { label: t('landing.winRate'), value: formatPercent(stats.data.winRate90d, lng) },
        { label: t('landing.tradesCount'), value: formatNumber(stats.data.trades90d, lng, 0) },
        { label: t('landing.members'), value: stats.data.membersLabel },
      ]
    : null;
  return (
    <Section id="track-record" title={t('landing.trackRecordTitle')} tone="neutral">
      {stats.isError ? (
        <RetryAlert error={stats.error} onRetry={() => void stats.refetch()} />
      ) : (
        <Grid aria-busy={stats.isPending || undefined}>
          {(figures ?? [0, 1, 2].map(() => null)).map((figure, index) => (
            // Each term/description pair sits in a plain <div> directly under the <dl>.
            <FigureCard key={figure?.label ?? index}>
              {figure ? (
                <>
                  <Typography as="dt" variant="subtitle2" color="textSecondary">
                    {figure.label}
                  </Typography>
                  <Figure>{figure.value}</Figure>
                </>
              ) : (
                <>
                  <dt>
                    <Skeleton variant="text" width="50%" />
                  </dt>
                  <dd style={{ margin: '8px 0 0' }}>
                    <Skeleton variant="text" width="70%" height={40} />
                  </dd>
                </>
              )}
            </FigureCard>
          ))}
        </Grid>
      )}
      <More>
        <Link as={RouterLink} to={paths.trackRecord}>
          {t('landing.trackRecordLink')}
        </Link>
      </More>
    </Section>
  );
}
