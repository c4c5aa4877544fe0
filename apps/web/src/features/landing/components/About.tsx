import { Typography } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import { Section } from './Section';

/** Who Finfree is. */
export function About() {
  const { t } = useTranslation();
  return (
    <Section id="about-us" title={t('landing.aboutTitle')} tone="neutral">
      <Typography variant="body1" style={{ maxWidth: 720 }}>
        {t('landing.aboutText')}
      </Typography>
    </Section>
  );
}
