import styled from 'styled-components';
import { popoverSurface } from '../Popover/surface.styles';

export const PopoverMenuRoot = styled.div`
  ${popoverSurface}
  margin: auto;
  border: none;

  &:popover-open {
    display: flex;
    flex-direction: column;
    gap: 2px;
  }

  /* Below the trigger (its implicit anchor), inline ends aligned; above it when there is no
     room below. */
  @supports (position-area: block-end) {
    inset: auto;
    margin: 8px 0;
    position-area: block-end span-inline-start;
    position-try-fallbacks: flip-block;
  }
`;
