import styled from 'styled-components';

const v = (name: string) => `var(--ff-${name})`;

/** Root `<nav>` of every section. */
export const NavRoot = styled.nav`
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-family: ${v('font-family')};
  color: ${v('text-secondary')};

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }

  &[data-variant='mini'] {
    align-items: stretch;
    gap: 4px;
  }
  &[data-variant='horizontal'] {
    flex-direction: row;
    align-items: center;
    gap: 6px;
    overflow-x: auto;
    scrollbar-width: none;
  }
`;

export const GroupRoot = styled.div`
  display: flex;
  flex-direction: column;

  [data-variant='horizontal'] > & {
    flex-direction: row;
    align-items: center;
    gap: 6px;
  }
`;

export const GroupList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 4px;

  &[data-orientation='horizontal'] {
    flex-direction: row;
    align-items: center;
    gap: 6px;
  }
`;

export const Subheader = styled.button`
  all: unset;
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: 4px;
  padding-block: 16px 8px;
  padding-inline: 12px;
  font-size: 0.6875rem;
  font-weight: ${v('font-weight-bold')};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${v('text-secondary')};
  cursor: pointer;
  border-radius: ${v('shape-radius')};
  transition: color ${v('transition-shorter')} ${v('easing-standard')};

  &:hover {
    color: ${v('text-primary')};
  }
  &:focus-visible {
    box-shadow: ${v('focus-ring')};
  }
  [data-part='SubheaderArrow'] {
    transition: transform ${v('transition-shorter')} ${v('easing-standard')};
  }
  &[aria-expanded='false'] [data-part='SubheaderArrow'] {
    transform: rotate(-90deg);
  }
  [dir='rtl'] &[aria-expanded='false'] [data-part='SubheaderArrow'] {
    transform: rotate(90deg);
  }
`;

/**
 * Clickable row: a link, a toggle button or a disabled span. In the mini variant the title wraps
 * onto a second line rather than losing its end ("Trades console").
 */
export const ItemRoot = styled.a`
  all: unset;
  box-sizing: border-box;
  position: relative;
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 44px;
  padding-block: 4px;
  padding-inline: 12px 8px;
  border-radius: ${v('shape-radius')};
  font-size: 0.875rem;
  font-weight: ${v('font-weight-medium')};
  line-height: 1.5;
  color: ${v('text-secondary')};
  cursor: pointer;
  /* The page's alignment (not a button's centre, nor the start of its own text's direction). */
  text-align: inherit;
  transition:
    background-color ${v('transition-shorter')} ${v('easing-standard')},
    color ${v('transition-shorter')} ${v('easing-standard')};

  &:hover {
    background-color: ${v('action-hover')};
    color: ${v('text-primary')};
  }
  &:focus-visible {
    box-shadow: ${v('focus-ring')};
  }
  &[data-active='true'] {
    color: ${v('palette-primary-dark')};
    background-color: rgb(${v('palette-primary-main-channel')} / 0.08);
    font-weight: ${v('font-weight-semibold')};
  }
  :root[data-mode='dark'] &[data-active='true'] {
    color: ${v('palette-primary-light')};
  }
  &[data-depth='1'],
  &[data-depth='2'] {
    min-height: 36px;
    font-size: 0.8125rem;
  }
  &[data-depth='1'][data-active='true'],
  &[data-depth='2'][data-active='true'] {
    background-color: transparent;
    color: ${v('text-primary')};
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: ${v('action-disabled-opacity')};
    background-color: transparent;
    color: ${v('text-secondary')};
  }
  &[data-open='true']:not([data-active='true']) {
    background-color: ${v('action-hover')};
    color: ${v('text-primary')};
  }

  /* Mini: icon above a small title. */
  &[data-variant='mini'] {
    flex-direction: column;
    justify-content: center;
    gap: 4px;
    min-height: 56px;
    padding: 4px;
    font-size: 0.625rem;
    font-weight: ${v('font-weight-semibold')};
    text-align: center;
  }
  &[data-variant='mini'] [data-part='Title'] {
    flex: none;
    max-width: 100%;
    line-height: 1.2;
    white-space: normal;
    overflow-wrap: anywhere;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
  }
  &[data-variant='mini'] [data-part='Arrow'] {
    position: absolute;
    inset-inline-end: 2px;
    inset-block-start: 14px;
  }

  /* Horizontal: compact bar items. */
  &[data-variant='horizontal'] {
    width: auto;
    min-height: 32px;
    padding-inline: 8px 6px;
    gap: 8px;
    white-space: nowrap;
  }

  /* Items inside a popover / dropdown menu. */
  &[data-variant='menu'] {
    min-height: 36px;
    padding-inline: 10px;
    font-size: 0.8125rem;
  }
`;

export const ItemIcon = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;

  svg {
    width: 22px;
    height: 22px;
  }
  [data-variant='horizontal'] > & svg {
    width: 20px;
    height: 20px;
  }
`;

export const ItemDot = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;

  &::before {
    content: '';
    width: 4px;
    height: 4px;
    border-radius: 50%;
    background-color: currentColor;
    transition: transform ${v('transition-shorter')} ${v('easing-standard')};
  }
  [data-active='true'] > &::before {
    transform: scale(2);
    background-color: ${v('palette-primary-main')};
  }
`;

export const ItemTitle = styled.span`
  flex: 1 1 auto;
  min-width: 0;
`;

export const ItemInfo = styled.span`
  display: inline-flex;
  align-items: center;
  flex-shrink: 0;
  min-width: 20px;
  height: 20px;
  padding-inline: 6px;
  border-radius: 6px;
  font-size: 0.75rem;
  font-weight: ${v('font-weight-bold')};
  justify-content: center;
  color: ${v('palette-info-darker')};
  background-color: ${v('palette-info-lighter')};
`;

export const ItemArrow = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  transition: transform ${v('transition-shorter')} ${v('easing-standard')};

  svg {
    width: 16px;
    height: 16px;
  }
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
  [data-open='true'] > & {
    transform: rotate(90deg);
  }
  &[data-direction='down'] {
    transform: none;
  }
`;

export const SubList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-block-start: 4px !important;
  padding-inline-start: 12px !important;
  position: relative;

  &::before {
    content: '';
    position: absolute;
    inset-block: 0 20px;
    inset-inline-start: 23px;
    width: 1px;
    background-color: ${v('divider')};
  }
`;

/** Surface of the mini popover and of the horizontal dropdowns. */
export const MenuPaper = styled.div`
  z-index: ${v('z-popover')};
  min-width: 200px;
  max-height: min(70vh, 480px);
  overflow-y: auto;
  padding: 4px;
  border-radius: 10px;
  background-color: ${v('background-paper')};
  box-shadow: ${v('shadow-dropdown')};
  border: 1px solid rgb(${v('palette-grey-500-channel')} / 0.12);
  color: ${v('text-secondary')};
  font-family: ${v('font-family')};

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  ul ul {
    padding-inline-start: 12px;
  }
  &:focus {
    outline: none;
  }
`;
