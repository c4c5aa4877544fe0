import styled from 'styled-components';
import { cssVar } from '../../theme/cssVars';
import { paletteColorRules } from '../Button/palette';

// In running text (a paragraph, a list item) a link is underlined: its colour alone does not
// set it apart from the words around it.
export const LinkRoot = styled.a`
  ${paletteColorRules('link')}
  color: var(--link-text, inherit);
  border-radius: 2px;
  text-decoration: none;
  text-underline-offset: 0.2em;
  cursor: pointer;
  outline: 2px solid transparent;

  &[data-color='textPrimary'] {
    color: ${cssVar('text-primary')};
  }
  &[data-color='textSecondary'] {
    color: ${cssVar('text-secondary')};
  }
  &[data-color='inherit'] {
    color: inherit;
  }
  &[data-underline='always'],
  &[data-underline='hover']:hover {
    text-decoration: underline;
  }
  :where(p, li, dd) > &[data-underline='hover'] {
    text-decoration: underline;
  }
  &:focus-visible {
    box-shadow: ${cssVar('focus-ring')};
  }
`;
