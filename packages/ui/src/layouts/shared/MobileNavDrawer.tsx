import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from '../../components/IconButton';
import { DrawerHeader, DrawerOverlay, DrawerPanel, VisuallyHiddenTitle } from './shared.styles';

export interface MobileNavDrawerProps {
  /** Whether the drawer is open. */
  open: boolean;
  /** Called when the drawer asks to close (overlay, Escape, close button). */
  onClose: () => void;
  /** Accessible title of the drawer. */
  title?: string;
  /** Logo at the top. */
  logo?: ReactNode;
  /** The navigation. */
  children: ReactNode;
}

/** The 260 px mobile navigation drawer (pair it with `useRouteDrawer` to close on route change). */
export function MobileNavDrawer({
  open,
  onClose,
  title = 'Navigation',
  logo,
  children,
}: MobileNavDrawerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay asChild>
          <DrawerOverlay />
        </Dialog.Overlay>
        <Dialog.Content asChild aria-describedby={undefined}>
          <DrawerPanel data-component="MobileNavDrawer">
            <Dialog.Title asChild>
              <VisuallyHiddenTitle>{title}</VisuallyHiddenTitle>
            </Dialog.Title>
            <DrawerHeader>
              {logo ?? <span />}
              <Dialog.Close asChild>
                <IconButton aria-label="Close navigation" size="small">
                  <X aria-hidden="true" />
                </IconButton>
              </Dialog.Close>
            </DrawerHeader>
            {children}
          </DrawerPanel>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
