import type { ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
  composeRenderProps,
  type Key,
} from 'react-aria-components';
import { composeClassName } from '../utils/composeClassName';
import * as styles from './Tabs.css';

export const tabsOrientations = ['horizontal', 'vertical'] as const;

/** One tab of the `items` shorthand (Ant's shape). */
export interface TabItem {
  id: Key;
  label: ReactNode;
  content: ReactNode;
  isDisabled?: boolean;
  /** Shown after the label, e.g. a count `Badge`. */
  badge?: ReactNode;
}

export interface TabsProps extends AriaTabsProps {
  /** Tabs as data; or compose `TabList`, `Tab` and `TabPanel` as children. */
  items?: TabItem[];
  /** The tab list's accessible name (with `items`). */
  'aria-label'?: string;
}

/**
 * Ant's line tabs on RAC Tabs: arrow keys move between tabs, Home/End jump, disabled tabs are
 * skipped, and an ink bar marks the selected tab.
 */
export function Tabs({ items, children, className, 'aria-label': ariaLabel, ...props }: TabsProps) {
  return (
    <AriaTabs {...props} className={composeClassName(className, styles.tabs)}>
      {items ? (
        <>
          <TabList aria-label={ariaLabel}>
            {items.map((item) => (
              <Tab key={item.id} id={item.id} isDisabled={item.isDisabled} badge={item.badge}>
                {item.label}
              </Tab>
            ))}
          </TabList>
          {items.map((item) => (
            <TabPanel key={item.id} id={item.id}>
              {item.content}
            </TabPanel>
          ))}
        </>
      ) : (
        children
      )}
    </AriaTabs>
  );
}

export function TabList<T extends object>({ className, ...props }: AriaTabListProps<T>) {
  return <AriaTabList {...props} className={composeClassName(className, styles.tabList)} />;
}

export interface TabProps extends AriaTabProps {
  /** Rendered after the label, e.g. a count `Badge`. */
  badge?: ReactNode;
}

export function Tab({ className, badge, children, ...props }: TabProps) {
  return (
    <AriaTab {...props} className={composeClassName(className, styles.tab)}>
      {composeRenderProps(children, (content) => (
        <>
          {content}
          {badge != null ? <span className={styles.badge}>{badge}</span> : null}
        </>
      ))}
    </AriaTab>
  );
}

export function TabPanel({ className, ...props }: AriaTabPanelProps) {
  return <AriaTabPanel {...props} className={composeClassName(className, styles.tabPanel)} />;
}
