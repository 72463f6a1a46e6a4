import type { ReactNode } from 'react';
import {
  Tab,
  TabList,
  TabPanel,
  Tabs as AriaTabs,
  type Key,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components/Tabs';
import styles from './tabs.module.css';
import { cx } from './class-names.js';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps extends Omit<
  AriaTabsProps,
  'className' | 'style' | 'children' | 'selectedKey' | 'defaultSelectedKey' | 'onSelectionChange'
> {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly TabItem[];
  selectedTab?: string;
  defaultSelectedTab?: string;
  onTabChange?: (id: string) => void;
  className?: string;
}

/** Views of one page under a row of tabs; arrow keys move between tabs, Tab enters the panel. */
export function Tabs({
  label,
  tabs,
  selectedTab,
  defaultSelectedTab,
  onTabChange,
  className,
  ...props
}: TabsProps) {
  return (
    <AriaTabs
      {...props}
      selectedKey={selectedTab}
      defaultSelectedKey={defaultSelectedTab}
      onSelectionChange={(key: Key) => onTabChange?.(String(key))}
      className={cx(styles.tabs, className)}
    >
      <TabList aria-label={label} className={styles.list}>
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} isDisabled={tab.isDisabled} className={styles.tab}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className={styles.panel}>
          {tab.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
