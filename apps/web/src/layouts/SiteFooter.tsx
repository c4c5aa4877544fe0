import { Link, Stack, Typography, cssVar } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../routes/paths';

const Root = styled.footer`
  border-block-start: 1px solid ${cssVar('divider')};
  padding: 32px 24px;
`;

const Inner = styled.div`
  max-width: 1200px;
  margin-inline: auto;
`;

/** The public footer: legal links and the risk reminder. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <Root>
      <Inner>
        <Stack direction="row" gap={3} justify="space-between" align="center" wrap>
          <Typography variant="body2" color="textSecondary">
            {t('landing.footerRights', { year: new Date().getFullYear() })}
          </Typography>
          <nav aria-label={t('landing.privacy')}>
            <Stack
              direction="row"
              gap={3}
              as="ul"
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
            >
              <li>
                <Link as={RouterLink} to={paths.privacy} color="inherit">
                  {t('landing.privacy')}
                </Link>
              </li>
              <li>
                <Link as={RouterLink} to={paths.riskWarning} color="inherit">
                  {t('landing.riskWarning')}
                </Link>
              </li>
            </Stack>
          </nav>
        </Stack>
        <Typography variant="caption" color="textSecondary" as="p" style={{ marginBlockStart: 16 }}>
          {t('common.riskNotice')}
        </Typography>
      </Inner>
    </Root>
  );
}
