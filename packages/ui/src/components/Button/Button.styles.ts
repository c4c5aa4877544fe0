import styled, { keyframes } from 'styled-components';
import { cssVar } from '../../theme/cssVars';
import { toneColorRules } from './palette';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const ButtonSpinner = styled.span`
  display: inline-block;
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-inline-end-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2s;
  }
`;

export const ButtonRoot = styled.button`
  ${toneColorRules('button')}

  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  box-sizing: border-box;
  margin: 0;
  border: 1px solid transparent;
  border-radius: ${cssVar('shape-radius')};
  font-family: ${cssVar('font-family')};
  font-weight: ${cssVar('font-weight-bold')};
  line-height: 1.5;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  outline: 2px solid transparent;
  transition:
    background-color ${cssVar('transition-shorter')} ${cssVar('easing-standard')},
    border-color ${cssVar('transition-shorter')} ${cssVar('easing-standard')},
    box-shadow ${cssVar('transition-shorter')} ${cssVar('easing-standard')},
    color ${cssVar('transition-shorter')} ${cssVar('easing-standard')};

  &[data-size='small'] {
    min-height: 30px;
    padding-inline: 8px;
    font-size: 0.8125rem;
  }
  &[data-size='medium'] {
    min-height: 36px;
    padding-inline: 12px;
    font-size: 0.875rem;
  }
  &[data-size='large'] {
    min-height: 48px;
    padding-inline: 16px;
    font-size: 0.9375rem;
  }
  &[data-full-width] {
    width: 100%;
  }

  &[data-variant='contained'] {
    background: var(--button-main);
    color: var(--button-contrast);
  }
  &[data-variant='contained']:hover:not(:disabled) {
    background: var(--button-dark);
    box-shadow: ${cssVar('shadow-z8')};
  }
  &[data-variant='outlined'] {
    background: transparent;
    border-color: rgb(var(--button-channel) / 0.48);
    color: var(--button-text);
  }
  &[data-variant='outlined']:hover:not(:disabled) {
    border-color: currentColor;
    background: rgb(var(--button-channel) / ${cssVar('action-hover-opacity')});
  }
  &[data-variant='soft'] {
    background: rgb(var(--button-channel) / 0.16);
    color: var(--button-soft-text);
  }
  &[data-variant='soft']:hover:not(:disabled) {
    background: rgb(var(--button-channel) / 0.32);
  }
  &[data-variant='text'] {
    background: transparent;
    color: var(--button-text);
  }
  &[data-variant='text']:hover:not(:disabled) {
    background: rgb(var(--button-channel) / ${cssVar('action-hover-opacity')});
  }
  &[data-color='inherit'][data-variant='outlined'],
  &[data-color='inherit'][data-variant='text'],
  &[data-color='inherit'][data-variant='soft'] {
    color: inherit;
  }

  & > [data-part='StartIcon'],
  & > [data-part='EndIcon'] {
    display: inline-flex;
    flex-shrink: 0;
  }
  & > [data-part] > svg {
    width: 1.25em;
    height: 1.25em;
  }

  &:focus-visible {
    box-shadow: ${cssVar('focus-ring')};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: ${cssVar('action-disabled-opacity')};
  }
  &[data-loading] {
    cursor: progress;
  }
`;
