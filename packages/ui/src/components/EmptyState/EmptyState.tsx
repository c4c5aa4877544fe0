import { Inbox } from 'lucide-react';
import { forwardRef, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import { EmptyStateRoot } from './EmptyState.styles';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The message, e.g. "No trades yet". */
  title: ReactNode;
  /** A line explaining what to do next. */
  description?: ReactNode;
  /** An icon (default: an inbox); `null` hides it. */
  icon?: ReactNode;
  /** An illustration URL shown instead of the icon (decorative). */
  imgSrc?: string;
  /** A call to action, e.g. a Button. */
  action?: ReactNode;
  /** Element of the title (default `h3`); choose the level that fits the page outline. */
  titleAs?: ElementType;
}

/** What a list or page shows when there is nothing in it. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { title, description, icon, imgSrc, action, titleAs: Title = 'h3', ...rest },
  ref,
) {
  const shownIcon = icon === undefined ? <Inbox aria-hidden /> : icon;
  return (
    <EmptyStateRoot ref={ref} data-component="EmptyState" {...rest}>
      {imgSrc ? (
        <img data-part="Image" src={imgSrc} alt="" />
      ) : shownIcon ? (
        <span data-part="Icon">{shownIcon}</span>
      ) : null}
      <Title data-part="Title">{title}</Title>
      {description ? <p data-part="Description">{description}</p> : null}
      {action ? <div data-part="Action">{action}</div> : null}
    </EmptyStateRoot>
  );
});
