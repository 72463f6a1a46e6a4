import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import {
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  type Key,
} from 'react-aria-components/DisclosureGroup';
import { Heading } from 'react-aria-components/Heading';
import styles from './accordion.module.css';
import { cx } from './class-names.js';
import { Icon } from './icon.js';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
  isDisabled?: boolean;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Several sections open at once; by default opening one closes the other. */
  allowsMultipleExpanded?: boolean;
  defaultExpanded?: readonly string[];
  expanded?: readonly string[];
  onExpandedChange?: (ids: string[]) => void;
  /** The heading level of the section titles, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** Sections that open and close under their titles (FAQ, bonus terms). */
export function Accordion({
  items,
  allowsMultipleExpanded = false,
  defaultExpanded,
  expanded,
  onExpandedChange,
  headingLevel = 3,
  className,
}: AccordionProps) {
  return (
    <DisclosureGroup
      allowsMultipleExpanded={allowsMultipleExpanded}
      defaultExpandedKeys={defaultExpanded}
      expandedKeys={expanded}
      onExpandedChange={(keys: Set<Key>) => onExpandedChange?.([...keys].map(String))}
      className={cx(styles.accordion, className)}
    >
      {items.map((item) => (
        <Disclosure key={item.id} id={item.id} isDisabled={item.isDisabled} className={styles.item}>
          <Heading level={headingLevel} className={styles.heading}>
            <Button slot="trigger" className={styles.trigger}>
              <span>{item.title}</span>
              <span className={styles.chevron}>
                <Icon name="chevronDown" />
              </span>
            </Button>
          </Heading>
          <DisclosurePanel className={styles.panel}>{item.content}</DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
