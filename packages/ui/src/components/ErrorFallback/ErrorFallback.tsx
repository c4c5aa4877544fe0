import { TriangleAlert } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { useUiText } from '../../locale/UiTextProvider';
import { Button } from '../Button';
import { Details, FallbackRoot, IconWrap, Message, Title } from './ErrorFallback.styles';

export interface ErrorFallbackProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The caught error; its message is shown unless `message` is given. */
  error?: unknown;
  /** Heading; `error.title` of the UiText by default. */
  title?: ReactNode;
  /** Explanation shown under the heading (overrides the error's message; `error.message` when neither). */
  message?: ReactNode;
  /** Called by the retry button; the button is hidden without it. */
  onRetry?: () => void;
  /** Same as `onRetry`, named as react-error-boundary passes it. */
  resetErrorBoundary?: () => void;
  /** Label of the retry button; `error.retry` of the UiText by default. */
  retryLabel?: string;
  /** Shows the error's stack (development builds). */
  showDetails?: boolean;
  /** Extra actions (e.g. a link home). */
  actions?: ReactNode;
}

/** Text of an unknown thrown value. */
export function errorMessage(error: unknown): string | undefined {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string') return message;
  }
  return undefined;
}

/** The view an error boundary shows: what went wrong and a way to retry. */
export function ErrorFallback({
  error,
  title,
  message,
  onRetry,
  resetErrorBoundary,
  retryLabel,
  showDetails = false,
  actions,
  ...rest
}: ErrorFallbackProps) {
  const uiText = useUiText().error;
  const retry = onRetry ?? resetErrorBoundary;
  const text = message ?? errorMessage(error) ?? uiText.message;
  const stack = showDetails && error instanceof Error ? error.stack : undefined;
  return (
    <FallbackRoot role="alert" data-component="ErrorFallback" {...rest}>
      <IconWrap aria-hidden="true">
        <TriangleAlert />
      </IconWrap>
      <Title>{title ?? uiText.title}</Title>
      <Message data-part="Message">{text}</Message>
      {stack ? <Details data-part="Details">{stack}</Details> : null}
      {retry || actions ? (
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', justifyContent: 'center' }}>
          {retry ? (
            <Button variant="contained" onClick={retry}>
              {retryLabel ?? uiText.retry}
            </Button>
          ) : null}
          {actions}
        </div>
      ) : null}
    </FallbackRoot>
  );
}
