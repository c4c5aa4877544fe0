import styled from 'styled-components';

export const MinimalRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background-color: var(--ff-background-default);
  color: var(--ff-text-primary);
  font-family: var(--ff-font-family);
`;

export const MinimalHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  height: 64px;
  padding-inline: 16px;

  @media (min-width: 1200px) {
    height: 80px;
    padding-inline: 40px;
  }
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

/**
 * The centred column: content at most 400 px wide; the padding is inside the width, so the
 * column never grows past the screen.
 */
export const Column = styled.main`
  flex: 1 1 auto;
  display: flex;
  flex-direction: column;
  justify-content: center;
  width: 100%;
  min-width: 0;
  max-width: calc(400px + 2 * 16px);
  margin-inline: auto;
  padding: 24px 16px 64px;
  box-sizing: border-box;
  overflow-wrap: anywhere;
  text-align: center;
`;
