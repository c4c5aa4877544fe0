import styled from 'styled-components';
import { centredColumn, headerBarSize, pageRoot } from '../page.styles';

export const AuthRoot = styled.div`
  ${pageRoot}

  @media (min-width: 1200px) {
    flex-direction: row;
  }
`;

export const AuthHeader = styled.header`
  position: absolute;
  inset-block-start: 0;
  inset-inline: 0;
  z-index: var(--ff-z-app-bar);
  display: flex;
  gap: 8px;
  align-items: center;
  ${headerBarSize}
`;

/** The brand panel: only from the desktop breakpoint, on the inline-start side. */
export const BrandPanel = styled.section`
  display: none;

  @media (min-width: 1200px) {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 32px;
    flex: 1 1 auto;
    max-width: 720px;
    padding: 120px 48px 48px;
    text-align: center;
    background:
      linear-gradient(
        rgb(var(--ff-background-default-channel) / 0.92),
        rgb(var(--ff-background-default-channel) / 0.92)
      ),
      radial-gradient(circle at 30% 20%, var(--ff-palette-primary-main), transparent 60%);
    border-inline-end: 1px solid var(--ff-divider);
  }

  h2 {
    margin: 0;
    font-size: 2rem;
    line-height: 1.25;
    font-weight: var(--ff-font-weight-bold);
  }
  p {
    margin: 0;
    font-size: 1rem;
    color: var(--ff-text-secondary);
  }
  img {
    width: 100%;
    max-width: 480px;
    aspect-ratio: 4 / 3;
    object-fit: contain;
  }
`;

/** The form side: a centred column whose content is at most 420 px wide (480 on desktop). */
export const FormSide = styled.main`
  ${centredColumn}
  max-width: calc(420px + 2 * 16px);
  padding: 96px 16px 48px;

  @media (min-width: 1200px) {
    max-width: calc(480px + 2 * 64px);
    padding-inline: 64px;
  }
`;
