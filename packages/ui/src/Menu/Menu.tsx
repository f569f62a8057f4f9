import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  MenuSection as AriaMenuSection,
  type MenuSectionProps as AriaMenuSectionProps,
  MenuTrigger as AriaMenuTrigger,
  type MenuTriggerProps as AriaMenuTriggerProps,
  Popover as AriaPopover,
  Header,
  type Key,
  type Placement,
  Separator,
} from 'react-aria-components';
import { FocusReturn, usePopoverTrigger } from '../Popover/FocusReturn';
import { popoverSurface } from '../Popover/Popover.css';
import { composeClassName } from '../utils/composeClassName';
import { cx } from '../utils/cx';
import * as styles from './Menu.css';

/** One entry of `items` (Ant Design's `menu.items`): an action, a divider, or a titled group. */
export type MenuEntry = MenuItemData | MenuSeparatorData | MenuSectionData;

export interface MenuItemData {
  type?: 'item';
  id: Key;
  label: string;
  /** An icon before the label (give it `aria-hidden`). */
  icon?: ReactNode;
  /** A destructive action: red. */
  danger?: boolean;
  isDisabled?: boolean;
  /** A hint at the end of the row, e.g. a keyboard shortcut. */
  shortcut?: string;
}

export interface MenuSeparatorData {
  type: 'separator';
  id: Key;
}

export interface MenuSectionData {
  type: 'section';
  id: Key;
  title: string;
  children: MenuItemData[];
}

export interface MenuProps<T extends object = object>
  extends Omit<AriaMenuProps<T>, 'className' | 'items' | 'children' | 'onAction'> {
  /** Called with the id of the item chosen (click, Enter or Space). */
  onAction?: (id: Key) => void;
  /** The entries as data; or give `MenuItem`/`MenuSection`/`MenuSeparator` children. */
  items?: readonly MenuEntry[];
  children?: ReactNode;
  /** Where the menu opens relative to its trigger. */
  placement?: Placement;
  className?: string;
}

export type MenuTriggerProps = AriaMenuTriggerProps;

/** Pairs a `Button` with a `Menu`: press, Enter, Space or ArrowDown opens it. */
export function MenuTrigger(props: MenuTriggerProps) {
  return <AriaMenuTrigger {...props} />;
}

/**
 * A dropdown menu of actions on react-aria's `Menu`, in the shared popover surface: arrow keys,
 * Home/End and type-ahead move through it, Enter or a click calls `onAction(id)`.
 */
export function Menu<T extends object = object>({
  items,
  children,
  placement = 'bottom start',
  className,
  onAction,
  ...props
}: MenuProps<T>) {
  const trigger = usePopoverTrigger();
  return (
    <AriaPopover placement={placement} offset={4} className={cx(popoverSurface, styles.popover)}>
      <FocusReturn to={trigger} />
      <AriaMenu<T>
        {...props}
        onAction={onAction ? (key) => onAction(key) : undefined}
        className={cx(styles.menu, className)}
      >
        {items ? items.map(renderEntry) : children}
      </AriaMenu>
    </AriaPopover>
  );
}

function renderEntry(entry: MenuEntry) {
  if (entry.type === 'separator') return <MenuSeparator key={entry.id} />;
  if (entry.type === 'section') {
    return (
      <MenuSection key={entry.id} id={entry.id} title={entry.title}>
        {entry.children.map(renderEntry)}
      </MenuSection>
    );
  }
  return (
    <MenuItem
      key={entry.id}
      id={entry.id}
      icon={entry.icon}
      danger={entry.danger}
      isDisabled={entry.isDisabled}
      shortcut={entry.shortcut}
    >
      {entry.label}
    </MenuItem>
  );
}

export interface MenuItemProps<T extends object = object> extends Omit<AriaMenuItemProps<T>, 'children'> {
  children?: ReactNode;
  icon?: ReactNode;
  danger?: boolean;
  shortcut?: string;
}

export function MenuItem<T extends object = object>({
  children,
  icon,
  danger = false,
  shortcut,
  className,
  textValue,
  ...props
}: MenuItemProps<T>) {
  return (
    <AriaMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeClassName(className, cx(styles.item, danger && styles.danger))}
      data-danger={danger || undefined}
    >
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className={styles.label}>{children}</span>
      {shortcut ? (
        <span className={styles.shortcut} aria-hidden="true">
          {shortcut}
        </span>
      ) : null}
    </AriaMenuItem>
  );
}

export interface MenuSectionProps<T extends object = object>
  extends Omit<AriaMenuSectionProps<T>, 'className' | 'children' | 'items'> {
  /** The group's header. */
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

export function MenuSection<T extends object = object>({ title, children, className, ...props }: MenuSectionProps<T>) {
  return (
    <AriaMenuSection {...props} className={cx(styles.section, className)}>
      {title ? <Header className={styles.sectionHeader}>{title}</Header> : null}
      {children}
    </AriaMenuSection>
  );
}

/** A divider between groups of items. */
export function MenuSeparator({ className }: { className?: string }) {
  return <Separator className={cx(styles.separator, className)} />;
}
