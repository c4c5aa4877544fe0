import styled from 'styled-components';
import { pageRoot } from '../page.styles';

export const MainRoot = styled.div`
  ${pageRoot}
`;

export const DesktopNav = styled.div`
  display: none;
  @media (min-width: 1200px) {
    display: flex;
    margin-inline-start: 24px;
  }
`;

export const MenuButtonSlot = styled.div`
  display: inline-flex;
  @media (min-width: 1200px) {
    display: none;
  }
`;

export const Main = styled.main`
  flex: 1 1 auto;
  display: flex;
  flex-direction: column;
  padding-block-start: 64px;

  /* Focused (tabindex -1, only while focused) after a link in the mobile drawer was followed:
     a reading position, not a control, so no ring around the whole page. */
  &[tabindex='-1']:focus {
    outline: none;
  }

  @media (min-width: 1200px) {
    padding-block-start: 80px;
  }
`;
