import styled from 'styled-components';
import { cssVar } from '../../theme/cssVars';

export const TabsRoot = styled.div`
  display: flex;
  flex-direction: column;
  font-family: ${cssVar('font-family')};

  &[data-orientation='vertical'] {
    flex-direction: row;
  }
`;

export const TabListRoot = styled.div`
  display: flex;
  gap: 24px;
  overflow-x: auto;
  box-shadow: inset 0 -2px 0 ${cssVar('divider')};

  &[data-orientation='vertical'] {
    flex-direction: column;
    gap: 4px;
    overflow-x: visible;
    box-shadow: none;
    border-inline-end: 1px solid ${cssVar('divider')};
  }
`;

export const TabRoot = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  flex-shrink: 0;
  min-height: 48px;
  margin: 0;
  padding: 0;
  border: 0;
  background: none;
  color: ${cssVar('text-secondary')};
  font: inherit;
  font-size: 0.875rem;
  font-weight: ${cssVar('font-weight-semibold')};
  cursor: pointer;
  outline: 2px solid transparent;
  transition: color ${cssVar('transition-shorter')} ${cssVar('easing-standard')};

  &:hover,
  &[data-state='active'] {
    color: ${cssVar('text-primary')};
  }
  &[data-state='active'] {
    box-shadow: inset 0 -2px 0 ${cssVar('text-primary')};
  }
  [data-orientation='vertical'] > & {
    justify-content: flex-start;
    min-height: 40px;
    padding-inline: 12px;
  }
  [data-orientation='vertical'] > &[data-state='active'] {
    box-shadow: inset -2px 0 0 ${cssVar('text-primary')};
  }
  [dir='rtl'] [data-orientation='vertical'] > &[data-state='active'] {
    box-shadow: inset 2px 0 0 ${cssVar('text-primary')};
  }
  &:focus-visible {
    border-radius: 4px;
    box-shadow: ${cssVar('focus-ring')};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: ${cssVar('action-disabled-opacity')};
  }
  & > svg {
    width: 20px;
    height: 20px;
  }
`;

export const TabPanelRoot = styled.div`
  padding-block: 16px;
  outline: 2px solid transparent;

  [data-orientation='vertical'] > & {
    flex: 1;
    padding-block: 0;
    padding-inline: 16px;
  }
  &:focus-visible {
    border-radius: 4px;
    box-shadow: ${cssVar('focus-ring')};
  }
`;
