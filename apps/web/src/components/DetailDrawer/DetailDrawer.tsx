import { lazy, Suspense, type ReactNode } from 'react';
import { useOpenedOnce } from '../../lib/useOpenedOnce';

const DetailDrawerPanel = lazy(() => import('./DetailDrawerPanel'));

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
  /** The selected row's details (may be a lazy component: a placeholder shows while it loads). */
  children: ReactNode;
}

/**
 * The detail drawer of a list screen: opens at the end side with a heading and a close button.
 * It renders nothing until first opened; its drawer (with the dialog library) is then loaded, so
 * the list paints without that code. The drawer shows, and takes the focus, once loaded.
 */
export function DetailDrawer(props: DetailDrawerProps) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DetailDrawerPanel {...props} />
    </Suspense>
  );
}
