import type { ButtonColor } from '@finfree/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { useOpenedOnce } from '../lib/useOpenedOnce';

const ConfirmDialogPanel = lazy(() => import('./ConfirmDialogPanel'));

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** Open state. */
  open: boolean;
  /** Called to close (Escape, Cancel, after a success by the caller). */
  onOpenChange: (open: boolean) => void;
  /** Heading naming the action and whom or what it touches. */
  title: string;
  /** What will happen, with the person, amount or plan named. */
  description: ReactNode;
  /** Label of the confirming button. */
  confirmLabel: string;
  /** Colour of the confirming button (`error` for destructive actions). */
  color?: ButtonColor;
  /** Runs the action. */
  onConfirm: () => void;
  /** True while the request runs. */
  pending?: boolean;
  /** A failure to show above the buttons. */
  error?: string | null;
  /** Extra fields (a reason, a price). */
  children?: ReactNode;
}

/**
 * A confirmation before an operator's action; a form, so Enter confirms. It renders nothing
 * until first opened; its dialog (with the dialog library) is then loaded, so the screens that
 * offer a confirmation paint without that code. The dialog shows, and takes the focus, once
 * loaded.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogPanel {...props} />
    </Suspense>
  );
}
