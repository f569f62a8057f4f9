import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  ListBox as AriaListBox,
  ListBoxItem as AriaListBoxItem,
  type ListBoxItemProps as AriaListBoxItemProps,
  type ListBoxProps as AriaListBoxProps,
  ListBoxSection as AriaListBoxSection,
  type ListBoxSectionProps as AriaListBoxSectionProps,
  Header,
} from 'react-aria-components';
import { useComponentLocale } from '../locale/LocaleContext';
import type { Locale } from '../locale/types';
import { composeClassName } from '../utils/composeClassName';
import { cx } from '../utils/cx';
import * as styles from './ListBox.css';

export interface ListBoxProps<T extends object> extends Omit<AriaListBoxProps<T>, 'className' | 'renderEmptyState'> {
  /** Shown when there is no option (also after filtering); the locale's "no data" by default. */
  emptyText?: ReactNode;
  className?: string;
  locale?: Partial<Locale['ListBox']>;
}

/** A styled react-aria `ListBox`: the option list inside Select, ComboBox and MultiSelect. */
export function ListBox<T extends object>({ emptyText, className, locale, ...props }: ListBoxProps<T>) {
  const strings = useComponentLocale('ListBox', locale);
  return (
    <AriaListBox
      {...props}
      className={cx(styles.listBox, className)}
      renderEmptyState={() => <div className={styles.empty}>{emptyText ?? strings.empty}</div>}
    />
  );
}

export interface ListBoxItemProps<T extends object = object> extends Omit<AriaListBoxItemProps<T>, 'children'> {
  /** The main text. */
  children?: ReactNode;
  /** A secondary line under the main text (e.g. a phone number); part of the option's accessible name. */
  description?: ReactNode;
}

/** An option: main text, optional secondary text, and a check mark while selected. */
export function ListBoxItem<T extends object = object>({
  children,
  description,
  className,
  textValue,
  ...props
}: ListBoxItemProps<T>) {
  return (
    <AriaListBoxItem
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeClassName(className, styles.item)}
      {...props}
    >
      {({ isSelected }) => (
        <>
          {/* Plain spans, no label/description slots: the option's name is all its visible text
              (name and phone), as WCAG 2.5.3 "label in name" asks. */}
          <span className={styles.itemContent}>
            <span className={styles.itemLabel}>{children}</span>
            {description ? <span className={styles.itemDescription}>{description}</span> : null}
          </span>
          <span className={styles.check} aria-hidden="true">
            {isSelected ? <Check size={14} strokeWidth={2.5} /> : null}
          </span>
        </>
      )}
    </AriaListBoxItem>
  );
}

export interface ListBoxSectionProps<T extends object>
  extends Omit<AriaListBoxSectionProps<T>, 'className' | 'children' | 'items'> {
  /** The group's header (Ant Design's `OptGroup` label). */
  title?: ReactNode;
  /** The section's `ListBoxItem`s. */
  children?: ReactNode;
  className?: string;
}

/** A group of options under a header. */
export function ListBoxSection<T extends object>({ title, children, className, ...props }: ListBoxSectionProps<T>) {
  return (
    <AriaListBoxSection {...props} className={cx(styles.section, className)}>
      {title ? <Header className={styles.sectionHeader}>{title}</Header> : null}
      {children}
    </AriaListBoxSection>
  );
}
