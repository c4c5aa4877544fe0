import { Box, Drawer, DrawerContent, DrawerTitle, Typography } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import { TradeDetail } from './TradeDetail';

/** Props of {@link TradeDetailDrawer}. */
export interface TradeDetailDrawerProps {
  /** Id of the trade shown, or null when the drawer is closed. */
  selected: string | null;
  /** Called when the member closes the drawer. */
  onClose: () => void;
}

/**
 * The drawer with one trade's details. It is its own chunk (with the dialog library), loaded
 * when a trade is first opened, so the trades list paints without it.
 */
export default function TradeDetailDrawer({ selected, onClose }: TradeDetailDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={!!selected}
      onOpenChange={(open: boolean) => {
        if (!open) onClose();
      }}
    >
      <DrawerContent
        side="end"
        width={480}
        showClose
        closeLabel={t('common.close')}
        aria-describedby={undefined}
      >
        <Box padding={3}>
          <DrawerTitle asChild>
            <Typography variant="h6" as="h2" gutterBottom>
              {t('trades.details')}
            </Typography>
          </DrawerTitle>
          {selected ? <TradeDetail id={selected} /> : null}
        </Box>
      </DrawerContent>
    </Drawer>
  );
}
