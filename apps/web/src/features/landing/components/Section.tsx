import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Typography, cssVar, up } from '@finfree/ui';

const Root = styled.section`
  padding-block: 64px;
  padding-inline: 24px;
  scroll-margin-block-start: 80px;
  &[data-tone='neutral'] {
    background: ${cssVar('background-neutral')};
  }
  ${up('md')} {
    padding-block: 96px;
  }
`;

const Inner = styled.div`
  max-width: 1200px;
  margin-inline: auto;
`;

const Header = styled.header`
  max-width: 720px;
  margin-block-end: 40px;
`;

export interface SectionProps {
  /** Anchor id (also the target of /pricing, /about-us and /contact-us). */
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  tone?: 'default' | 'neutral';
  children?: ReactNode;
}

/** A landing page section with a labelled heading. */
export function Section({ id, title, intro, tone = 'default', children }: SectionProps) {
  return (
    <Root id={id} aria-labelledby={`${id}-title`} data-tone={tone}>
      <Inner>
        <Header>
          <Typography id={`${id}-title`} variant="h2" gutterBottom>
            {title}
          </Typography>
          {intro ? (
            <Typography variant="body1" color="textSecondary">
              {intro}
            </Typography>
          ) : null}
        </Header>
        {children}
      </Inner>
    </Root>
  );
}
