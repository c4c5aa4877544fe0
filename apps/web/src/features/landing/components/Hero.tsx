import { usePublicStats } from '@finfree/core/react';
import { ButtonLink, Skeleton, Stack, Typography, cssVar, up } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../routes/paths';
import { publicDataQuery } from '../../../lib/publicData';

const Root = styled.section`
  padding-block: 72px 56px;
  padding-inline: 24px;
  background:
    radial-gradient(
      60% 80% at 50% 0%,
      rgb(${cssVar('palette-primary-main-channel')} / 0.22),
      transparent 70%
    ),
    ${cssVar('background-default')};
  ${up('md')} {
    padding-block: 120px 96px;
  }
`;

const Inner = styled.div`
  max-width: 880px;
  margin-inline: auto;
  text-align: center;
`;

const Joined = styled.p`
  margin: 24px 0 0;
  min-height: 1.5em;
  color: ${cssVar('text-secondary')};
  font-variant-numeric: tabular-nums;
`;

/** The landing hero: tagline, the member count from the API and the Sign Up call to action. */
export function Hero() {
  const { t } = useTranslation();
  const stats = usePublicStats(publicDataQuery);
  return (
    <Root aria-labelledby="hero-title">
      <Inner>
        <Typography variant="overline" color="primary">
          {t('common.tagline')}
        </Typography>
        <Typography id="hero-title" variant="h1" gutterBottom>
          {t('landing.heroTitle')}
        </Typography>
        <Typography variant="body1" color="textSecondary">
          {t('landing.heroText')}
        </Typography>
        <Stack direction="row" gap={2} justify="center" wrap style={{ marginBlockStart: 32 }}>
          <ButtonLink as={RouterLink} to={paths.auth.register} size="large">
            {t('common.signUp')}
          </ButtonLink>
          <ButtonLink as={RouterLink} to={paths.pricing} size="large" variant="outlined">
            {t('landing.pricingTitle')}
          </ButtonLink>
        </Stack>
        <Joined data-testid="people-joined">
          {stats.data ? (
            t('common.peopleJoined', { label: stats.data.membersLabel })
          ) : stats.isPending ? (
            <Skeleton variant="text" width={160} aria-hidden />
          ) : null}
        </Joined>
      </Inner>
    </Root>
  );
}
