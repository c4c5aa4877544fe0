export { Tabs, TabList, Tab, TabPanel, tabsOrientations } from './Tabs';
export type { TabsProps, TabListProps, TabProps, TabPanelProps, TabsOrientation } from './Tabs';
