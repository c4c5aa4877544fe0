import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import styled from 'styled-components';
import { popoverSurface } from '../Popover/surface.styles';

export const MenuPopoverContent = styled(RadixMenu.Content)<{ $width: number }>`
  ${popoverSurface}
  display: flex;
  flex-direction: column;
  gap: 2px;
  width: ${(p) => p.$width}px;
`;

export { MenuItemRoot } from './menuItem.styles';
