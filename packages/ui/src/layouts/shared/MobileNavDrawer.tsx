import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Drawer, DrawerClose, DrawerContent, DrawerTitle } from '../../components/Drawer';
import { IconButton } from '../../components/IconButton';
import { useUiText } from '../../locale/UiTextProvider';
import { DrawerBody, DrawerHeader, VisuallyHiddenTitle } from './shared.styles';

/** Width of the mobile navigation drawer in px (seed §9). */
export const MOBILE_DRAWER_WIDTH = 260;

export interface MobileNavDrawerProps {
  /** Whether the drawer is open. */
  open: boolean;
  /** Called when the drawer asks to close (overlay, Escape, close button). */
  onClose: () => void;
  /** Accessible title of the drawer; `nav.drawerTitle` of the UiText by default. */
  title?: string;
  /** Logo at the top. */
  logo?: ReactNode;
  /** The navigation. */
  children: ReactNode;
}

/** The 260 px mobile navigation drawer (pair it with `useRouteDrawer` to close on route change). */
export function MobileNavDrawer({ open, onClose, title, logo, children }: MobileNavDrawerProps) {
  const text = useUiText();
  return (
    <Drawer open={open} onOpenChange={(next) => (next ? null : onClose())}>
      <DrawerContent
        side="start"
        width={MOBILE_DRAWER_WIDTH}
        aria-describedby={undefined}
        data-part="MobileNavDrawer"
      >
        <DrawerTitle asChild>
          <VisuallyHiddenTitle>{title ?? text.nav.drawerTitle}</VisuallyHiddenTitle>
        </DrawerTitle>
        <DrawerBody>
          <DrawerHeader>
            {logo ?? <span />}
            <DrawerClose asChild>
              <IconButton aria-label={text.nav.close} size="small">
                <X aria-hidden="true" />
              </IconButton>
            </DrawerClose>
          </DrawerHeader>
          {children}
        </DrawerBody>
      </DrawerContent>
    </Drawer>
  );
}
