import styled from 'styled-components';
import { DrawerContent } from '../Drawer/Drawer';
import { Switch } from '../Switch/Switch';
import { glass } from '../../theme/mixins';

/** The 280 px drawer on the inline-end side, of glass: the page shows through as it changes. */
export const Panel = styled(DrawerContent)`
  ${glass};
  overflow-y: visible;
  box-shadow: var(--ff-shadow-dialog);
  border-inline-start: 1px solid var(--ff-divider);
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  padding-block: 16px 12px;
  padding-inline: 20px 8px;
`;

export const Title = styled.h2`
  flex: 1 1 auto;
  margin: 0;
  font-size: 1.125rem;
  font-weight: var(--ff-font-weight-semibold);
`;

export const Body = styled.div`
  flex: 1 1 auto;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: 24px;
  padding-block: 12px 24px;
  padding-inline: 20px;
  border-block-start: 1px dashed var(--ff-divider);
`;

export const Footer = styled.div`
  padding: 16px 20px;
  border-block-start: 1px dashed var(--ff-divider);
`;

/** The system's Switch across the drawer's width: label (and note) first, switch at the end. */
export const SwitchRow = styled(Switch)`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  font-weight: var(--ff-font-weight-semibold);

  & > [data-part='Label'] {
    flex: 1 1 auto;
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  & [data-part='SwitchHint'] {
    font-size: 0.75rem;
    font-weight: var(--ff-font-weight-regular);
    color: var(--ff-text-secondary);
  }
`;
