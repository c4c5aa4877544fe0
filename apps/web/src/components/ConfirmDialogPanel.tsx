import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@finfree/ui';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfirmDialogProps } from './ConfirmDialog';

/**
 * The confirmation dialog itself (with the dialog library): its own chunk, loaded by
 * {@link ConfirmDialog} when first opened.
 */
export default function ConfirmDialogPanel({
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
