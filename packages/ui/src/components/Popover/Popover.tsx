import * as RadixPopover from '@radix-ui/react-popover';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { PopoverContentRoot } from './Popover.styles';
import { cssLength } from '../../utils/cssLength';

/** Root of a popover: holds the open state (`open`/`defaultOpen`/`onOpenChange`). */
export const Popover = RadixPopover.Root;
/** The element that toggles the popover (`asChild` to use your own button). */
export const PopoverTrigger = RadixPopover.Trigger;
/** Positions the popover against another element than the trigger. */
export const PopoverAnchor = RadixPopover.Anchor;
/** Closes the popover when activated. */
export const PopoverClose = RadixPopover.Close;

export type PopoverProps = ComponentPropsWithoutRef<typeof RadixPopover.Root>;

export interface PopoverContentProps extends ComponentPropsWithoutRef<typeof RadixPopover.Content> {
  /** Shows a small arrow towards the trigger. */
  arrow?: boolean;
  /** Width in px or a CSS length (default: fits the content). */
  width?: number | string;
}

/** The floating panel, portalled, on the paper background with the dropdown shadow. */
export const PopoverContent = forwardRef<HTMLDivElement, PopoverContentProps>(
  function PopoverContent(
    { arrow = false, width, sideOffset = 8, collisionPadding = 8, children, ...rest },
    ref,
  ) {
    return (
      <RadixPopover.Portal>
        <PopoverContentRoot
          ref={ref}
          data-component="Popover"
          sideOffset={sideOffset}
          collisionPadding={collisionPadding}
          $width={cssLength(width)}
          {...rest}
        >
          {children}
          {arrow ? <RadixPopover.Arrow data-part="Arrow" width={14} height={7} /> : null}
        </PopoverContentRoot>
      </RadixPopover.Portal>
    );
  },
);
