import styled from 'styled-components';
import { cssVar } from '../../theme/cssVars';
import { up } from '../../theme/breakpoints';
import { typography } from '../../theme/tokens';
import { paletteColorRules } from '../Button/palette';
import { typographyVariants } from './Typography.variants';

// Generated once from the theme's type scale: one static rule per variant.
const variantRules = typographyVariants
  .map((variant) => {
    const step: { fontSize: string; lineHeight: number; fontWeight: number; fontSizeMd?: string } =
      typography[variant];
    const md = step.fontSizeMd
      ? `${up('md')} { &[data-variant='${variant}'] { font-size: ${step.fontSizeMd}; } }`
      : '';
    return `&[data-variant='${variant}'] {
    font-size: ${step.fontSize};
    line-height: ${step.lineHeight};
    font-weight: ${step.fontWeight};
  }
  ${md}`;
  })
  .join('\n');

export const TypographyRoot = styled.p`
  ${paletteColorRules('typography')}
  margin: 0;
  font-family: ${cssVar('font-family')};

  &[data-color='textPrimary'] {
    color: ${cssVar('text-primary')};
  }
  &[data-color='textSecondary'] {
    color: ${cssVar('text-secondary')};
  }
  &[data-color='primary'],
  &[data-color='secondary'],
  &[data-color='info'],
  &[data-color='success'],
  &[data-color='warning'],
  &[data-color='error'] {
    color: var(--typography-text);
  }

  ${variantRules}
  &[data-variant='overline'] {
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  &[data-variant='caption'],
  &[data-variant='overline'] {
    display: inline-block;
  }

  &[data-align='start'] {
    text-align: start;
  }
  &[data-align='center'] {
    text-align: center;
  }
  &[data-align='end'] {
    text-align: end;
  }
  &[data-tabular-nums] {
    font-variant-numeric: tabular-nums;
  }
  &[data-no-wrap] {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  &[data-gutter-bottom] {
    margin-block-end: 0.5em;
  }
`;
