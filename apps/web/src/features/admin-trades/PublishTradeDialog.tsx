import { Dialog, DialogBody, DialogContent, DialogTitle } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import { TradeForm } from './TradeForm';

/** Props of {@link PublishTradeDialog}. */
export interface PublishTradeDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Opens or closes it. */
  onOpenChange: (open: boolean) => void;
}

/**
 * The dialog that publishes a trade. Its own chunk (with the dialog library and the trade
 * form), loaded when the operator first asks for it, so the console paints without them.
 */
export default function PublishTradeDialog({ open, onOpenChange }: PublishTradeDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        maxWidth="md"
        showClose
        closeLabel={t('common.close')}
        aria-describedby={undefined}
      >
        <DialogTitle>{t('admin.trades.publishTitle')}</DialogTitle>
        <DialogBody>
          <TradeForm onPublished={() => onOpenChange(false)} />
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
