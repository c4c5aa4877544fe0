import styled from 'styled-components';

export const LogoRoot = styled.svg`
  display: inline-block;
  flex-shrink: 0;
  vertical-align: middle;
  color: var(--ff-text-primary);

  [data-part='Mark'] {
    fill: var(--ff-palette-primary-main);
  }
  [data-part='Chart'] {
    fill: none;
    stroke: var(--ff-palette-primary-contrast-text);
    stroke-width: 3.5;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  [data-part='Wordmark'] {
    fill: currentColor;
    font-family: var(--ff-font-family);
    font-weight: 700;
    font-size: 30px;
    letter-spacing: -0.02em;
    direction: ltr;
    unicode-bidi: isolate;
  }
`;
