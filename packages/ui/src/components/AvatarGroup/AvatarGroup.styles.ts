import styled from 'styled-components';
import { cssVar } from '../../theme/cssVars';

export const AvatarGroupRoot = styled.div<{ $size: number }>`
  display: inline-flex;
  align-items: center;

  & > * {
    box-shadow: 0 0 0 2px ${cssVar('background-paper')};
  }
  & > * + * {
    margin-inline-start: -8px;
  }
  & > [data-part='Surplus'] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    box-sizing: border-box;
    width: ${(p) => p.$size}px;
    height: ${(p) => p.$size}px;
    border-radius: 50%;
    background: ${cssVar('palette-grey-700')};
    color: ${cssVar('palette-grey-50')};
    font-family: ${cssVar('font-family')};
    font-size: ${(p) => Math.round(p.$size * 0.35)}px;
    font-weight: ${cssVar('font-weight-semibold')};
  }
`;
