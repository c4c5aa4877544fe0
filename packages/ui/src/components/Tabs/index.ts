export { Tabs, TabList, Tab, TabPanel, tabsActivationModes, tabsOrientations } from './Tabs';
export type {
  TabsProps,
  TabListProps,
  TabProps,
  TabPanelProps,
  TabsActivationMode,
  TabsOrientation,
} from './Tabs';
