import { useDirection } from '@radix-ui/react-direction';
import {
  createContext,
  forwardRef,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type KeyboardEvent,
  type SyntheticEvent,
} from 'react';
import { useComposedRefs } from '../../hooks/useComposedRefs';
import { useControllableState } from '../../hooks/useControllableState';
import { TabListRoot, TabPanelRoot, TabRoot, TabsRoot } from './Tabs.styles';

export const tabsOrientations = ['horizontal', 'vertical'] as const;
export type TabsOrientation = (typeof tabsOrientations)[number];

export const tabsActivationModes = ['automatic', 'manual'] as const;
export type TabsActivationMode = (typeof tabsActivationModes)[number];

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
  /**
   * `automatic` (default): a tab is selected as soon as the arrow keys focus it. `manual`: the
   * arrow keys only move the focus; Enter, Space or a click selects.
   */
  activationMode?: TabsActivationMode;
}

interface TabsContextValue {
  baseId: string;
  value: string;
  select: (value: string) => void;
  orientation: TabsOrientation;
  activationMode: TabsActivationMode;
}

interface TabListContextValue {
  /** The value of the tab that is in the Tab order (roving tabindex). */
  tabStop: string | undefined;
  /** Records the tab that has the focus: it stays the tab stop while the focus is in the list. */
  setFocused: (value: string) => void;
}

const TabsContext = createContext<TabsContextValue | null>(null);
const TabListContext = createContext<TabListContextValue>({
  tabStop: undefined,
  setFocused: () => undefined,
});

function useTabsContext(part: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`<${part}> must be inside <Tabs>`);
  return context;
}

// Values become part of element ids (and of `aria-controls`, a list of ids): no whitespace.
const idOf = (baseId: string, part: 'tab' | 'panel', value: string) =>
  `${baseId}-${part}-${value.replace(/\s/g, '_')}`;

/** Calls the consumer's handler, then ours unless the consumer prevented the default. */
function compose<E extends SyntheticEvent>(
  theirs: ((event: E) => void) | undefined,
  ours: (event: E) => void,
) {
  return (event: E) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}

/**
 * WAI-ARIA tabs: `TabList` of `Tab`s and one `TabPanel` per tab; controlled or uncontrolled.
 * Roving tabindex (only the selected tab is in the Tab order); the arrow keys (mirrored in
 * rtl) move between the enabled tabs and wrap around, Home and End go to the first and last;
 * in `automatic` activation moving the focus selects.
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  {
    value: valueProp,
    defaultValue,
    onValueChange,
    orientation = 'horizontal',
    activationMode = 'automatic',
    children,
    ...rest
  },
  ref,
) {
  const baseId = useId();
  const [value, setValue] = useControllableState({
    value: valueProp,
    defaultValue: defaultValue ?? '',
    onChange: onValueChange,
  });
  return (
    <TabsContext.Provider value={{ baseId, value, select: setValue, orientation, activationMode }}>
      <TabsRoot ref={ref} data-component="Tabs" data-orientation={orientation} {...rest}>
        {children}
      </TabsRoot>
    </TabsContext.Provider>
  );
});

export type TabListProps = HTMLAttributes<HTMLDivElement>;

const enabledTabs = (list: HTMLElement) =>
  Array.from(list.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')).filter(
    (tab) => tab.closest('[role="tablist"]') === list,
  );

/** The row (or column) of tabs; give it an `aria-label`. Arrow keys wrap around. */
export const TabList = forwardRef<HTMLDivElement, TabListProps>(function TabList(
  { children, onKeyDown, onBlur, ...rest },
  ref,
) {
  const { value, select, orientation, activationMode } = useTabsContext('TabList');
  const dir = useDirection();
  const list = useRef<HTMLDivElement | null>(null);
  const [focused, setFocused] = useState<string | undefined>(undefined);
  // With no (enabled) tab selected, the first enabled tab is the way into the list.
  const [fallback, setFallback] = useState<string | undefined>(value || undefined);
  useLayoutEffect(() => {
    const tabs = list.current ? enabledTabs(list.current) : [];
    const selected = tabs.find((tab) => tab.dataset.value === value);
    const next = (selected ?? tabs[0])?.dataset.value;
    if (next !== fallback) setFallback(next);
    // The tabs themselves (children) may change which one is enabled.
  }, [children, fallback, value]);

  const setRefs = useComposedRefs(ref, list);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = event.target as HTMLElement;
    if (current.getAttribute('role') !== 'tab') return;
    const tabs = enabledTabs(event.currentTarget);
    const index = tabs.indexOf(current as HTMLButtonElement);
    if (index < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const [previous, next] =
      orientation === 'vertical'
        ? ['ArrowUp', 'ArrowDown']
        : dir === 'rtl'
          ? ['ArrowRight', 'ArrowLeft']
          : ['ArrowLeft', 'ArrowRight'];
    const target =
      event.key === next
        ? tabs[(index + 1) % tabs.length]
        : event.key === previous
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : event.key === 'Home'
            ? tabs[0]
            : event.key === 'End'
              ? tabs[tabs.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    target.focus();
    if (activationMode === 'automatic' && target.dataset.value) select(target.dataset.value);
  };

  return (
    <TabListContext.Provider value={{ tabStop: focused ?? fallback, setFocused }}>
      <TabListRoot
        ref={setRefs}
        role="tablist"
        aria-orientation={orientation}
        data-part="TabList"
        data-orientation={orientation}
        onKeyDown={compose(onKeyDown, handleKeyDown)}
        onBlur={compose(onBlur, (event) => {
          // Once the focus leaves the list, the selected tab is the way back in.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
            setFocused(undefined);
          }
        })}
        {...rest}
      >
        {children}
      </TabListRoot>
    </TabListContext.Provider>
  );
});

export interface TabProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'value'> {
  /** The value this tab selects; pairs it with the `TabPanel` of the same value. */
  value: string;
}

/** One tab; only the selected tab is in the Tab order (roving tabindex). */
export const Tab = forwardRef<HTMLButtonElement, TabProps>(function Tab(
  { value, disabled, children, onClick, onFocus, ...rest },
  ref,
) {
  const context = useTabsContext('Tab');
  const { tabStop, setFocused } = useContext(TabListContext);
  const selected = context.value === value;
  return (
    <TabRoot
      ref={ref}
      type="button"
      role="tab"
      id={idOf(context.baseId, 'tab', value)}
      aria-selected={selected}
      aria-controls={idOf(context.baseId, 'panel', value)}
      tabIndex={tabStop === value ? 0 : -1}
      disabled={disabled}
      data-part="Tab"
      data-value={value}
      data-state={selected ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      data-orientation={context.orientation}
      onClick={compose(onClick, () => context.select(value))}
      onFocus={compose(onFocus, () => setFocused(value))}
      {...rest}
    >
      {children}
    </TabRoot>
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
      data-orientation={context.orientation}
      {...rest}
    >
      {children}
    </TabPanelRoot>
  );
});
