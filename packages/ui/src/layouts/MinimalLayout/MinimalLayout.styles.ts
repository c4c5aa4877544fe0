import styled from 'styled-components';
import { centredColumn, headerBarSize, pageRoot } from '../page.styles';

export const MinimalRoot = styled.div`
  ${pageRoot}
`;

export const MinimalHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  ${headerBarSize}
`;

export const HelpLink = styled.a`
  font-size: 0.875rem;
  font-weight: var(--ff-font-weight-semibold);
  color: var(--ff-text-primary);
  text-decoration: underline;
  text-underline-offset: 3px;
  border-radius: 4px;

  &:hover {
    color: var(--ff-palette-primary-main);
  }
  :root[data-mode='dark'] &:hover {
    color: var(--ff-palette-primary-light);
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--ff-focus-ring);
  }
`;

/** The centred column: content at most 400 px wide. */
export const Column = styled.main`
  ${centredColumn}
  max-width: calc(400px + 2 * 16px);
  padding: 24px 16px 64px;
  text-align: center;
`;
