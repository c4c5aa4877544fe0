import { Typography, cssVar } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Section } from './Section';

const List = styled.div`
  display: grid;
  gap: 12px;
  max-width: 800px;
  details {
    border: 1px solid ${cssVar('divider')};
    border-radius: ${cssVar('shape-radius')};
    background: ${cssVar('background-paper')};
    padding: 0 20px;
  }
  summary {
    cursor: pointer;
    padding-block: 16px;
    font-weight: 600;
  }
  summary:focus-visible {
    outline: 2px solid ${cssVar('palette-primary-main')};
    outline-offset: 2px;
  }
  details p {
    margin: 0 0 16px;
  }
`;

const questions = ['1', '2', '3', '4'] as const;

/** Frequently asked questions, as native disclosure widgets. */
export function Faq() {
  const { t } = useTranslation();
  return (
    <Section id="faq" title={t('landing.faqTitle')}>
      <List>
        {questions.map((n) => (
          <details key={n}>
            <summary>{t(`landing.faq.q${n}`)}</summary>
            <Typography variant="body2" color="textSecondary">
              {t(`landing.faq.a${n}`)}
            </Typography>
          </details>
        ))}
      </List>
    </Section>
  );
}
