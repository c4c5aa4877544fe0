import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Steps = styled.ol`
  margin: 0;
  padding-inline-start: 1.25rem;
  display: grid;
  gap: 6px;
`;

/** Props of {@link InstallStepsDialog}. */
export interface InstallStepsDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Opens or closes it. */
  onOpenChange: (open: boolean) => void;
}

/**
 * The iPhone/iPad steps (Finfree on the Home Screen first, then alerts). Its own chunk (with the
 * dialog library), loaded when the member first asks for them.
 */
export default function InstallStepsDialog({ open, onOpenChange }: InstallStepsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent maxWidth="xs" showClose closeLabel={t('session.alerts.phone.close')}>
        <DialogTitle>{t('session.alerts.phone.installTitle')}</DialogTitle>
        <DialogBody>
          <DialogDescription asChild>
            <Steps>
              <li>{t('session.alerts.phone.installStep1')}</li>
              <li>{t('session.alerts.phone.installStep2')}</li>
              <li>{t('session.alerts.phone.installStep3')}</li>
              <li>{t('session.alerts.phone.installStep4')}</li>
            </Steps>
          </DialogDescription>
        </DialogBody>
        <DialogActions>
          <Button onClick={() => onOpenChange(false)}>{t('session.alerts.phone.close')}</Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
