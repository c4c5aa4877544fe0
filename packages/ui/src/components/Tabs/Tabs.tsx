import {
  createContext,
  forwardRef,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type KeyboardEvent,
} from 'react';
import { useComposedRefs } from '../../hooks/useComposedRefs';
import { useControllableState } from '../../hooks/useControllableState';
import { TabListRoot, TabPanelRoot, TabRoot, TabsRoot } from './Tabs.styles';

export const tabsOrientations = ['horizontal', 'vertical'] as const;
export type TabsOrientation = (typeof tabsOrientations)[number];

interface TabsContextValue {
  baseId: string;
  value: string;
  setValue: (value: string) => void;
  orientation: TabsOrientation;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabsContext(part: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`<${part}> must be inside <Tabs>`);
  return context;
}

const idOf = (baseId: string, kind: 'tab' | 'panel', value: string) =>
  `${baseId}-${kind}-${value.replace(/\s+/g, '-')}`;

export interface TabsProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'defaultValue' | 'onChange'
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

/** WAI-ARIA tabs: `TabList` of `Tab`s and one `TabPanel` per tab; controlled or uncontrolled. */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { value: valueProp, defaultValue = '', onValueChange, orientation = 'horizontal', ...rest },
  ref,
) {
  const baseId = useId();
  const [value, setValue] = useControllableState({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  return (
    <TabsContext.Provider value={{ baseId, value, setValue, orientation }}>
      <TabsRoot ref={ref} data-component="Tabs" data-orientation={orientation} {...rest} />
    </TabsContext.Provider>
  );
});

export type TabListProps = HTMLAttributes<HTMLDivElement>;

/** The row (or column) of tabs; give it an `aria-label`. */
export const TabList = forwardRef<HTMLDivElement, TabListProps>(function TabList(
  { onKeyDown, ...rest },
  ref,
) {
  const { orientation, setValue } = useTabsContext('TabList');
  const listRef = useRef<HTMLDivElement>(null);
  const composedRef = useComposedRefs(ref, listRef);

  // Roving tabindex, also when no tab is selected yet: exactly one tab (the selected one, else
  // the first enabled one) is in the Tab order. Set on the DOM because React skips unchanged props.
  useLayoutEffect(() => {
    const tabs = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const target =
      tabs.find((tab) => tab.getAttribute('aria-selected') === 'true') ??
      tabs.find((tab) => !tab.disabled);
    for (const tab of tabs) tab.tabIndex = tab === target ? 0 : -1;
  });

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const list = event.currentTarget;
    const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const rtl = getComputedStyle(list).direction === 'rtl';
    const forward = orientation === 'vertical' ? 'ArrowDown' : rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = orientation === 'vertical' ? 'ArrowUp' : rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number | undefined;
    if (event.key === forward) next = (index + 1) % tabs.length;
    else if (event.key === backward) next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next]!;
    tab.focus();
    // Automatic activation: moving the focus selects the tab.
    const value = tab.dataset.value;
    if (value !== undefined) setValue(value);
  };

  return (
    <TabListRoot
      ref={composedRef}
      role="tablist"
      aria-orientation={orientation}
      data-part="TabList"
      data-orientation={orientation}
      onKeyDown={handleKeyDown}
      {...rest}
    />
  );
});

export interface TabProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'value'> {
  /** The value this tab selects; pairs it with the `TabPanel` of the same value. */
  value: string;
}

/** One tab; only the selected tab is in the Tab order (roving tabindex). */
export const Tab = forwardRef<HTMLButtonElement, TabProps>(function Tab(
  { value, onClick, ...rest },
  ref,
) {
  const context = useTabsContext('Tab');
  const selected = context.value === value;
  return (
    <TabRoot
      ref={ref}
      type="button"
      role="tab"
      id={idOf(context.baseId, 'tab', value)}
      aria-selected={selected}
      aria-controls={idOf(context.baseId, 'panel', value)}
      tabIndex={selected ? 0 : -1}
      data-part="Tab"
      data-state={selected ? 'active' : 'inactive'}
      data-value={value}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) context.setValue(value);
      }}
      {...rest}
    />
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
  const context = useTabsContext('TabPanel');
  const selected = context.value === value;
  if (!selected && !keepMounted) return null;
  return (
    <TabPanelRoot
      ref={ref}
      role="tabpanel"
      id={idOf(context.baseId, 'panel', value)}
      aria-labelledby={idOf(context.baseId, 'tab', value)}
      tabIndex={0}
      hidden={!selected}
      data-part="TabPanel"
      data-state={selected ? 'active' : 'inactive'}
      {...rest}
    >
      {children}
    </TabPanelRoot>
  );
});
