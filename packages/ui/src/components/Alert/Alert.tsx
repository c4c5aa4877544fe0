import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { useUiText } from '../../locale/UiTextProvider';
import { AlertRoot } from './Alert.styles';
import { dataAttributes } from '../../utils/dataAttributes';

export const alertSeverities = ['info', 'success', 'warning', 'error'] as const;
export const alertVariants = ['standard', 'filled', 'outlined'] as const;

export type AlertSeverity = (typeof alertSeverities)[number];
export type AlertVariant = (typeof alertVariants)[number];

const icons: Record<AlertSeverity, ReactNode> = {
  info: <Info aria-hidden />,
  success: <CircleCheck aria-hidden />,
  warning: <TriangleAlert aria-hidden />,
  error: <CircleAlert aria-hidden />,
};

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Colour and icon; errors and warnings are announced at once (`role="alert"`), the rest politely (`role="status"`). */
  severity?: AlertSeverity;
  /** Tinted (`standard`), solid or bordered. */
  variant?: AlertVariant;
  /** Bold first line. */
  title?: ReactNode;
  /** Replaces the severity icon; `false` hides it. */
  icon?: ReactNode | false;
  /** Controls at the inline end (e.g. a Retry button). */
  action?: ReactNode;
  /** Shows a close button that calls this. */
  onClose?: () => void;
  /** Accessible label of the close button; `common.close` of the UiText by default. */
  closeLabel?: string;
}

/** A message with a severity: info, success, warning or error. */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  {
    severity = 'info',
    variant = 'standard',
    title,
    icon,
    action,
    onClose,
    closeLabel: closeLabelProp,
    role,
    children,
    ...rest
  },
  ref,
) {
  const text = useUiText();
  const closeLabel = closeLabelProp ?? text.common.close;
  const shownIcon = icon === false ? null : (icon ?? icons[severity]);
  return (
    <AlertRoot
      ref={ref}
      role={role ?? (severity === 'error' || severity === 'warning' ? 'alert' : 'status')}
      {...dataAttributes('Alert', { color: severity, variant })}
      {...rest}
    >
      {shownIcon ? <span data-part="Icon">{shownIcon}</span> : null}
      <div data-part="Message">
        {title ? <p data-part="Title">{title}</p> : null}
        {children}
      </div>
      {action || onClose ? (
        <div data-part="Action">
          {action}
          {onClose ? (
            <IconButton aria-label={closeLabel} size="small" color="inherit" onClick={onClose}>
              <X aria-hidden />
            </IconButton>
          ) : null}
        </div>
      ) : null}
    </AlertRoot>
  );
});
