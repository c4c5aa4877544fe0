import * as RadixTooltip from '@radix-ui/react-tooltip';
import {
  forwardRef,
  useEffect,
  useRef,
  type ComponentPropsWithoutRef,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { TooltipContent } from './Tooltip.styles';

/** Default delays: 100 ms to open on hover/focus, none between tooltips, 700 ms long-press, 1500 ms to close after touch. */
export const tooltipDelays = {
  enter: 100,
  skip: 0,
  touchEnter: 700,
  touchLeave: 1500,
} as const;

export const tooltipSides = ['top', 'right', 'bottom', 'left'] as const;
export type TooltipSide = (typeof tooltipSides)[number];

export type TooltipProviderProps = ComponentPropsWithoutRef<typeof RadixTooltip.Provider>;

/** Shares tooltip delays in a subtree (100 ms to open, none between tooltips). */
export function TooltipProvider({
  delayDuration = tooltipDelays.enter,
  skipDelayDuration = tooltipDelays.skip,
  ...rest
}: TooltipProviderProps) {
  return (
    <RadixTooltip.Provider
      delayDuration={delayDuration}
      skipDelayDuration={skipDelayDuration}
      {...rest}
    />
  );
}

export interface TooltipProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixTooltip.Content>,
  'title' | 'content'
> {
  /** The tooltip text; it describes the trigger (`aria-describedby`). */
  title: ReactNode;
  /** The trigger: one focusable element that accepts a ref. */
  children: ReactElement;
  /** Open state when controlled. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the tooltip wants to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** Hover/focus delay in ms (default 100). */
  delayDuration?: number;
  /** Long-press time in ms before it opens on touch (default 700). */
  touchEnterDelay?: number;
  /** Time in ms it stays after the finger lifts (default 1500). */
  touchLeaveDelay?: number;
  /** Shows a small arrow towards the trigger. */
  arrow?: boolean;
}

/**
 * A short label shown on hover, keyboard focus or a long press (touch), built on Radix Tooltip.
 * Radix ignores touch, so touch is handled here: open after `touchEnterDelay` of pressing, close
 * `touchLeaveDelay` after release.
 */
export const Tooltip = forwardRef<HTMLDivElement, TooltipProps>(function Tooltip(
  {
    title,
    children,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    delayDuration = tooltipDelays.enter,
    touchEnterDelay = tooltipDelays.touchEnter,
    touchLeaveDelay = tooltipDelays.touchLeave,
    arrow = false,
    side = 'top',
    sideOffset = 8,
    ...contentProps
  },
  ref,
) {
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const enterTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openedByTouch = useRef(false);

  const clearTimers = () => {
    clearTimeout(enterTimer.current);
    clearTimeout(leaveTimer.current);
  };
  useEffect(() => clearTimers, []);

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') return;
    clearTimers();
    openedByTouch.current = false;
    enterTimer.current = setTimeout(() => {
      openedByTouch.current = true;
      setOpen(true);
    }, touchEnterDelay);
  };
  const onPointerEnd = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') return;
    clearTimeout(enterTimer.current);
    if (openedByTouch.current) {
      leaveTimer.current = setTimeout(() => {
        openedByTouch.current = false;
        setOpen(false);
      }, touchLeaveDelay);
    }
  };

  return (
    <RadixTooltip.Provider delayDuration={delayDuration} skipDelayDuration={tooltipDelays.skip}>
      <RadixTooltip.Root open={open} onOpenChange={setOpen} delayDuration={delayDuration}>
        <RadixTooltip.Trigger
          asChild
          onPointerDown={onPointerDown}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          onClick={(event) => {
            // The click that ends a long press must not close the tooltip it opened.
            if (openedByTouch.current) event.preventDefault();
          }}
          onContextMenu={(event) => {
            if (openedByTouch.current) event.preventDefault();
          }}
        >
          {children}
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <TooltipContent
            ref={ref}
            side={side}
            sideOffset={sideOffset}
            collisionPadding={8}
            data-component="Tooltip"
            {...contentProps}
          >
            {title}
            {arrow ? <RadixTooltip.Arrow data-part="Arrow" width={10} height={5} /> : null}
          </TooltipContent>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
});
