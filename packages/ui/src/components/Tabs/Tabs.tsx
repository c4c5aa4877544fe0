import * as RadixTabs from '@radix-ui/react-tabs';
import { forwardRef, type ButtonHTMLAttributes, type HTMLAttributes } from 'react';
import { TabListRoot, TabPanelRoot, TabRoot, TabsRoot } from './Tabs.styles';

export const tabsOrientations = ['horizontal', 'vertical'] as const;
export type TabsOrientation = (typeof tabsOrientations)[number];

export interface TabsProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'defaultValue' | 'onChange' | 'dir'
> {
  /** Selected tab's value when controlled. */
  value?: string;
  /** Initially selected tab's value when uncontrolled. */
  defaultValue?: string;
  /** Called with the value of the newly selected tab. */
  onValueChange?: (value: string) => void;
  /** Arrow keys: Left/Right for horizontal (mirrored in rtl), Up/Down for vertical. */
  orientation?: TabsOrientation;
}

/**
 * WAI-ARIA tabs (Radix Tabs): `TabList` of `Tab`s and one `TabPanel` per tab; controlled or
 * uncontrolled. Moving the focus with the arrow keys (mirrored in rtl), Home or End selects.
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { value, defaultValue, onValueChange, orientation = 'horizontal', children, ...rest },
  ref,
) {
  return (
    <RadixTabs.Root
      asChild
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      orientation={orientation}
      activationMode="automatic"
    >
      <TabsRoot ref={ref} data-component="Tabs" data-orientation={orientation} {...rest}>
        {children}
      </TabsRoot>
    </RadixTabs.Root>
  );
});

export type TabListProps = HTMLAttributes<HTMLDivElement>;

/** The row (or column) of tabs; give it an `aria-label`. Arrow keys wrap around. */
export const TabList = forwardRef<HTMLDivElement, TabListProps>(function TabList(
  { children, ...rest },
  ref,
) {
  return (
    <RadixTabs.List asChild loop>
      <TabListRoot ref={ref} data-part="TabList" {...rest}>
        {children}
      </TabListRoot>
    </RadixTabs.List>
  );
});

export interface TabProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'value'> {
  /** The value this tab selects; pairs it with the `TabPanel` of the same value. */
  value: string;
}

/** One tab; only the selected tab is in the Tab order (roving tabindex). */
export const Tab = forwardRef<HTMLButtonElement, TabProps>(function Tab(
  { value, disabled, children, ...rest },
  ref,
) {
  return (
    <RadixTabs.Trigger asChild value={value} disabled={disabled}>
      <TabRoot ref={ref} type="button" data-part="Tab" data-value={value} {...rest}>
        {children}
      </TabRoot>
    </RadixTabs.Trigger>
  );
});

export interface TabPanelProps extends HTMLAttributes<HTMLDivElement> {
  /** The tab value whose content this is. */
  value: string;
  /** Keeps the panel mounted (hidden) while its tab is not selected. */
  keepMounted?: boolean;
}

/** The content of one tab, labelled by it. */
export const TabPanel = forwardRef<HTMLDivElement, TabPanelProps>(function TabPanel(
  { value, keepMounted = false, children, ...rest },
  ref,
) {
  return (
    <RadixTabs.Content asChild value={value} forceMount={keepMounted || undefined}>
      <TabPanelRoot ref={ref} data-part="TabPanel" {...rest}>
        {children}
      </TabPanelRoot>
    </RadixTabs.Content>
  );
});
