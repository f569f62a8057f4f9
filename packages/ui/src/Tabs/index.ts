export { Tab, type TabItem, TabList, TabPanel, type TabProps, Tabs, type TabsProps, tabsOrientations } from './Tabs';
