import { useTranslation } from 'react-i18next';
import DetailDrawerPanel from '../../components/DetailDrawer/DetailDrawerPanel';
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
    <DetailDrawerPanel open={!!selected} onClose={onClose} title={t('trades.details')} width={480}>
      {selected ? <TradeDetail id={selected} /> : null}
    </DetailDrawerPanel>
  );
}
