import { forwardRef, type Ref, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import { CardContentRoot, CardHeaderRoot, CardRoot } from './Card.styles';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Element to render (default `div`; use `section`/`article` with a label for landmarks). */
  as?: ElementType;
}

/** A surface on the paper background with the card shadow and rounded corners. */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(props, ref) {
  return <CardRoot ref={ref as Ref<HTMLDivElement>} data-component="Card" {...props} />;
});

export interface CardHeaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The card's title. */
  title?: ReactNode;
  /** A line under the title. */
  subheader?: ReactNode;
  /** Shown before the title (e.g. an Avatar). */
  avatar?: ReactNode;
  /** Shown at the inline end (e.g. an IconButton menu). */
  action?: ReactNode;
  /** Element of the title (default `h2`); choose the level that fits the page outline. */
  titleAs?: ElementType;
}

/** Title row of a Card: avatar, title and subheader, action. */
export const CardHeader = forwardRef<HTMLDivElement, CardHeaderProps>(function CardHeader(
  { title, subheader, avatar, action, titleAs = 'h2', children, ...rest },
  ref,
) {
  const Title = titleAs;
  return (
    <CardHeaderRoot ref={ref} data-component="CardHeader" {...rest}>
      {avatar ? <div data-part="Avatar">{avatar}</div> : null}
      <div data-part="Text">
        {title ? <Title data-part="Title">{title}</Title> : null}
        {subheader ? <p data-part="Subheader">{subheader}</p> : null}
        {children}
      </div>
      {action ? <div data-part="Action">{action}</div> : null}
    </CardHeaderRoot>
  );
});

export type CardContentProps = HTMLAttributes<HTMLDivElement>;

/** Padded body of a Card. */
export const CardContent = forwardRef<HTMLDivElement, CardContentProps>(
  function CardContent(props, ref) {
    return <CardContentRoot ref={ref} data-component="CardContent" {...props} />;
  },
);
