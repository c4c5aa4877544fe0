import { useId, type CSSProperties, type ReactNode } from 'react';
import { dataAttributes, type DataValue } from '../../utils/dataAttributes';
import { FieldHelper, FieldLabel, FieldRoot } from './TextField.styles';

/**
 * The ids of a form field: its own (`idProp`, else one generated with `prefix`), its helper
 * text's, and the `aria-describedby` list that joins the caller's ids with the helper text.
 */
export function useFieldIds(
  prefix: string,
  idProp: string | undefined,
  helperText: ReactNode,
  describedBy: string | undefined,
) {
  const autoId = useId();
  const id = idProp ?? `${prefix}-${autoId}`;
  const helperId = helperText ? `${id}-helper` : undefined;
  const describedByIds = [describedBy, helperId].filter(Boolean).join(' ') || undefined;
  return { id, helperId, describedByIds };
}

/** Props every labelled form field (TextField, Select) has; the others reach its control. */
export interface FieldBaseProps {
  /** Visible label, tied to the control. */
  label?: ReactNode;
  /** Hint or error message under the field, announced through `aria-describedby`. */
  helperText?: ReactNode;
  /** Marks the value invalid: error colours and `aria-invalid`. */
  error?: boolean;
  /** Stretches the field to the width of its container. */
  fullWidth?: boolean;
  /** Class of the root element (the wrapper); other props go to the control. */
  className?: string;
  /** Style of the root element. */
  style?: CSSProperties;
}

interface FieldFrameProps {
  /** `data-component` of the root. */
  component: string;
  /** The other `data-*` attributes of the root (see `dataAttributes`). */
  variants: Record<string, DataValue>;
  /** Id of the control the label names. */
  id: string;
  helperId: string | undefined;
  label?: ReactNode;
  helperText?: ReactNode;
  /** Adds the required mark to the label. */
  required?: boolean;
  className?: string;
  style?: CSSProperties;
  /** The control (its box with the input). */
  children: ReactNode;
}

/**
 * The frame of a labelled form field (TextField, Select): the root, the label tied to the
 * control, and the helper text under it. Internal.
 */
export function FieldFrame({
  component,
  variants,
  id,
  helperId,
  label,
  helperText,
  required,
  className,
  style,
  children,
}: FieldFrameProps) {
  return (
    <FieldRoot className={className} style={style} {...dataAttributes(component, variants)}>
      {label ? (
        <FieldLabel htmlFor={id} data-part="Label">
          {label}
          {required ? <span aria-hidden> *</span> : null}
        </FieldLabel>
      ) : null}
      {children}
      {helperText ? (
        <FieldHelper id={helperId} data-part="HelperText">
          {helperText}
        </FieldHelper>
      ) : null}
    </FieldRoot>
  );
}
