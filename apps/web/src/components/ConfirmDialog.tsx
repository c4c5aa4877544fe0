import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogTitle,
  type ButtonColor,
} from '@finfree/ui';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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

/** A confirmation before an operator's action; a form, so Enter confirms. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  color = 'primary',
  onConfirm,
  pending = false,
  error,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onConfirm();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent maxWidth="xs" showClose closeLabel={t('common.close')}>
        <form onSubmit={submit} noValidate>
          <DialogTitle>{title}</DialogTitle>
          <DialogBody>
            <DialogDescription asChild>
              <div>{description}</div>
            </DialogDescription>
            {children}
            {error ? (
              <Alert severity="error" role="alert" style={{ marginTop: 16 }}>
                {error}
              </Alert>
            ) : null}
          </DialogBody>
          <DialogActions>
            <Button variant="outlined" color="inherit" onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color={color} loading={pending}>
              {confirmLabel}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
