import styled from 'styled-components';
import { cssVar } from '../../theme/cssVars';

/** One choice of a menu (MenuPopover's and PopoverMenu's items). */
export const MenuItemRoot = styled.button`
  --menu-item-danger: ${cssVar('palette-error-dark')};
  display: flex;
  align-items: center;
  gap: 12px;
  box-sizing: border-box;
  width: 100%;
  min-height: 36px;
  margin: 0;
  padding: 6px 8px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 0.875rem;
  /* The page's alignment (not a button's centre, nor the start of its own text's direction). */
  text-align: inherit;
  cursor: pointer;
  outline: none;

  :root[data-mode='dark'] & {
    --menu-item-danger: ${cssVar('palette-error-light')};
  }
  &:hover,
  &:focus-visible,
  &:focus {
    background: ${cssVar('action-hover')};
  }
  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${cssVar('palette-primary-main')};
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: ${cssVar('action-disabled-opacity')};
  }
  &[data-danger] {
    color: var(--menu-item-danger);
  }
  & > [data-part='Icon'] {
    display: inline-flex;
  }
  & > [data-part='Icon'] > svg {
    width: 20px;
    height: 20px;
  }
`;
