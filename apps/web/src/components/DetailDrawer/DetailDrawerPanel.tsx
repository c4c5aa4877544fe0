import { Box, Drawer, DrawerContent, DrawerTitle, Skeleton, Typography } from '@finfree/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailDrawerProps } from './DetailDrawer';

/**
 * The drawer itself (with the dialog library): its own chunk, loaded by {@link DetailDrawer} when
 * first opened. Details whose code is still loading show as a placeholder under the heading.
 */
export default function DetailDrawerPanel({
  open,
  onClose,
  title,
  width = 520,
  children,
}: DetailDrawerProps) {
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
          <Suspense fallback={<Skeleton variant="rounded" height={240} />}>{children}</Suspense>
        </Box>
      </DrawerContent>
    </Drawer>
  );
}
