import {
  BookOpen,
  Card,
  CardContent,
  ChartCandlestick,
  ChartLine,
  Typography,
  Users,
  cssVar,
  up,
} from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Section } from './Section';

const Grid = styled.ul`
  display: grid;
  gap: 24px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${up('sm')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${up('lg')} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const IconWrap = styled.span`
  display: inline-flex;
  padding: 10px;
  margin-block-end: 16px;
  border-radius: ${cssVar('shape-radius')};
  color: ${cssVar('palette-primary-main')};
  background: rgb(${cssVar('palette-primary-main-channel')} / 0.12);
`;

const items = [
  { key: 'signals', Icon: ChartLine },
  { key: 'analysis', Icon: BookOpen },
  { key: 'record', Icon: ChartCandlestick },
  { key: 'affiliates', Icon: Users },
] as const;

/** What membership gives. */
export function Features() {
  const { t } = useTranslation();
  return (
    <Section id="features" title={t('landing.featuresTitle')}>
      <Grid>
        {items.map(({ key, Icon }) => (
          <li key={key}>
            <Card style={{ height: '100%' }}>
              <CardContent>
                <IconWrap aria-hidden>
                  <Icon size={24} />
                </IconWrap>
                <Typography variant="h3" gutterBottom style={{ fontSize: '1.125rem' }}>
                  {t(`landing.features.${key}.title`)}
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {t(`landing.features.${key}.text`)}
                </Typography>
              </CardContent>
            </Card>
          </li>
        ))}
      </Grid>
    </Section>
  );
}
