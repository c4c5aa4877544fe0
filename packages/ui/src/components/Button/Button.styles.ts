import styled from 'styled-components';

export const ButtonRoot = styled.button`
  --button-color: var(--ff-palette-primary-main, #7635dc);
  --button-contrast: var(--ff-palette-primary-contrast-text, #ffffff);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  border: 1px solid transparent;
  border-radius: var(--ff-shape-radius, 8px);
  font: inherit;
  font-weight: 700;
  line-height: 1.5;
  cursor: pointer;
  transition:
    background-color 150ms ease,
    border-color 150ms ease,
    color 150ms ease;

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

  &[data-variant='contained'] {
    background: var(--button-color);
    color: var(--button-contrast);
  }
  &[data-variant='outlined'] {
    background: transparent;
    border-color: currentColor;
    color: var(--button-color);
  }
  &[data-variant='text'] {
    background: transparent;
    color: var(--button-color);
  }

  &:focus-visible {
    outline: 2px solid var(--button-color);
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.48;
  }
`;
