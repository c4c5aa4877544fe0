import styled from 'styled-components';

export const Trigger = styled.button`
  all: unset;
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 2px;
  border-radius: 50%;
  cursor: pointer;
  background: conic-gradient(
    var(--ff-palette-primary-light),
    var(--ff-palette-warning-light),
    var(--ff-palette-primary-light)
  );

  &:focus-visible {
    box-shadow: var(--ff-focus-ring);
  }
  /* Pressed while the menu's code is still loading. */
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

/** The 200 px menu surface (the menu popover width). */
export const Paper = styled.div`
  z-index: var(--ff-z-popover);
  width: 200px;
  padding: 0;
  border-radius: 10px;
  background-color: var(--ff-background-paper);
  box-shadow: var(--ff-shadow-dropdown);
  border: 1px solid rgb(var(--ff-palette-grey-500-channel) / 0.12);
  color: var(--ff-text-primary);
  font-family: var(--ff-font-family);
  overflow: hidden;

  &:focus {
    outline: none;
  }
`;

export const Identity = styled.div`
  padding: 12px 16px;
  min-width: 0;

  [data-part='Name'] {
    margin: 0;
    font-size: 0.875rem;
    font-weight: var(--ff-font-weight-semibold);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  [data-part='Email'] {
    margin: 0;
    font-size: 0.8125rem;
    color: var(--ff-text-secondary);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const Separator = styled.hr`
  margin: 0;
  border: 0;
  border-block-start: 1px dashed var(--ff-divider);
`;

export const MenuList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 8px;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

export const MenuRow = styled.a`
  all: unset;
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: 8px;
  width: 100%;
  min-height: 36px;
  padding-inline: 8px;
  border-radius: 6px;
  font-size: 0.875rem;
  color: var(--ff-text-primary);
  cursor: pointer;

  &:hover {
    background-color: var(--ff-action-hover);
  }
  &:focus-visible {
    box-shadow: var(--ff-focus-ring);
  }
  &[data-part='Logout'] {
    font-weight: var(--ff-font-weight-semibold);
    color: var(--ff-palette-error-main);
  }
  :root[data-mode='dark'] &[data-part='Logout'] {
    color: var(--ff-palette-error-light);
  }
  svg {
    width: 18px;
    height: 18px;
  }
`;
