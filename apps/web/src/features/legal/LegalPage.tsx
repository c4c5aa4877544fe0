import { Typography, cssVar } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Article = styled.article`
  max-width: 760px;
  margin-inline: auto;
  padding-block: 56px;
  padding-inline: 24px;
  section + section {
    margin-block-start: 32px;
  }
  h2 {
    margin-block-end: 8px;
  }
  p {
    color: ${cssVar('text-secondary')};
  }
`;

const privacySections = ['who', 'what', 'browser', 'why', 'howLong', 'rights'] as const;
const riskSections = ['risk', 'advice', 'terms', 'liability'] as const;

/** The privacy statement or the risk warning / terms of service, as translated text. */
export function LegalPage({ kind }: { kind: 'privacy' | 'risk' }) {
  const { t } = useTranslation();
  const sections = kind === 'privacy' ? privacySections : riskSections;
  return (
    <Article aria-labelledby="legal-title">
      <Typography id="legal-title" variant="h1" gutterBottom style={{ fontSize: '2.25rem' }}>
        {kind === 'privacy' ? t('legal.privacyTitle') : t('legal.riskTitle')}
      </Typography>
      {kind === 'privacy' ? (
        <Typography variant="body2" color="textSecondary">
          {t('legal.privacyUpdated')}
        </Typography>
      ) : null}
      {sections.map((section) => (
        <section key={section} aria-labelledby={`legal-${section}`}>
          <Typography id={`legal-${section}`} variant="h2" style={{ fontSize: '1.375rem' }}>
            {t(`legal.${kind}.${section}Title`)}
          </Typography>
          <Typography variant="body1">{t(`legal.${kind}.${section}`)}</Typography>
        </section>
      ))}
    </Article>
  );
}
