import { Box, Drawer, DrawerContent, DrawerTitle, Typography } from '@finfree/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link DetailDrawer}. */
export interface DetailDrawerProps {
  /** Whether the drawer is open (a row is selected). */
  open: boolean;
  /** Called when the user closes it (close button, Escape, outside click). */
  onClose: () => void;
  /** The drawer's heading (its accessible name). */
  title: string;
  /** Width in px on wide screens. */
  width?: number;
  /** The selected row's details. */
  children: ReactNode;
}

/** The detail drawer of a list screen: opens at the end side with a heading and a close button. */
export function DetailDrawer({ open, onClose, title, width = 520, children }: DetailDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onOpenChange={(next: boolean) => {
        if (!next) onClose();
      }}
    >
      <DrawerContent
        side="end"
        width={width}
        showClose
        closeLabel={t('common.close')}
        aria-describedby={undefined}
      >
        <Box padding={3}>
          <DrawerTitle asChild>
            <Typography variant="h6" as="h2" gutterBottom>
              {title}
            </Typography>
          </DrawerTitle>
          {children}
        </Box>
      </DrawerContent>
    </Drawer>
  );
}
