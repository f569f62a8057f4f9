import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { useComponentLocale } from '../locale/LocaleContext';
import type { Locale } from '../locale/types';
import { Menu, MenuTrigger } from '../Menu';
import { cx } from '../utils/cx';
import * as styles from './ActionBar.css';
import { splitActions } from './model';

/** One action of a toolbar. */
export interface ActionBarItem {
  id: string;
  label: string;
  onPress: () => void;
  icon?: ReactNode;
  /** Shows only the icon on the bar (the label is its accessible name, and the menu item's text). */
  iconOnly?: boolean;
  variant?: 'primary' | 'default';
  danger?: boolean;
  isDisabled?: boolean;
  isPending?: boolean;
  /** Never moves into 更多 (the page's main action). */
  pinned?: boolean;
}

export interface ActionBarProps {
  actions: readonly (ActionBarItem | false | null | undefined)[];
  /** Names the toolbar for assistive technology. */
  'aria-label': string;
  /** Text before the actions (e.g. 已选择 3 项), never collapsed. */
  leading?: ReactNode;
  className?: string;
  locale?: Partial<Locale['ActionBar']>;
}

const GAP = 8;

/**
 * A page's or pane's toolbar (issue 22 items 11 and 23): its actions on one line; those that do not fit the width
 * go, in order, into a 更多 menu, so every action stays reachable at 992 px and at 200 % zoom. The widths are read
 * from an inert, hidden copy of the bar, again whenever the bar's width changes.
 */
export function ActionBar({ actions, leading, className, locale, ...props }: ActionBarProps) {
  const strings = useComponentLocale('ActionBar', locale);
  const items = actions.filter((a): a is ActionBarItem => Boolean(a));
  const bar = useRef<HTMLDivElement>(null);
  const measure = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState<boolean[] | null>(null);
  const signature = items.map((a) => `${a.id}:${a.label}:${a.pinned ? 1 : 0}:${a.iconOnly ? 1 : 0}`).join('|');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for the items' widths.
  useLayoutEffect(() => {
    const element = bar.current;
    const copy = measure.current;
    if (!element || !copy) return;
    const update = () => {
      const buttons = [...copy.children] as HTMLElement[];
      const more = buttons.pop();
      // The leading text gives way (cut with an ellipsis) once it would take more than 40 % of a crowded bar.
      const leadingWidth = (element.querySelector('[data-leading]') as HTMLElement | null)?.scrollWidth ?? 0;
      const available =
        element.clientWidth - (leadingWidth ? Math.min(leadingWidth + GAP, element.clientWidth * 0.4) : 0);
      const next = splitActions(
        buttons.map((b, i) => ({ width: b.offsetWidth, pinned: items[i]?.pinned === true })),
        available,
        GAP,
        (more?.offsetWidth ?? 0) + GAP,
      ).visible;
      setVisible((current) => (current && current.join() === next.join() ? current : next));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [signature]);

  const shown = visible ?? items.map(() => true);
  const hidden = items.filter((_, i) => shown[i] === false);
  const renderAction = (action: ActionBarItem) =>
    action.iconOnly && action.icon ? (
      <IconButton
        key={action.id}
        size="sm"
        icon={action.icon}
        aria-label={action.label}
        isDisabled={action.isDisabled}
        onPress={action.onPress}
      />
    ) : (
      <Button
        key={action.id}
        size="sm"
        variant={action.variant ?? 'default'}
        danger={action.danger}
        icon={action.icon}
        isDisabled={action.isDisabled}
        isPending={action.isPending}
        onPress={action.onPress}
      >
        {action.label}
      </Button>
    );
  const moreButton = (
    <Button size="sm" aria-label={strings.moreActions}>
      {strings.more}
    </Button>
  );
  return (
    <div ref={bar} role="toolbar" aria-label={props['aria-label']} className={cx(styles.bar, className)}>
      {leading ? (
        <span data-leading className={styles.leading}>
          {leading}
        </span>
      ) : null}
      {items.map((action, i) => (shown[i] === false ? null : renderAction(action)))}
      {hidden.length > 0 ? (
        <MenuTrigger>
          {moreButton}
          <Menu
            aria-label={strings.moreActions}
            placement="bottom end"
            items={hidden.map((a) => ({
              id: a.id,
              label: a.label,
              icon: a.icon,
              danger: a.danger,
              isDisabled: a.isDisabled === true || a.isPending === true,
            }))}
            onAction={(id) => hidden.find((a) => a.id === id)?.onPress()}
          />
        </MenuTrigger>
      ) : null}
      <div ref={measure} className={styles.measure} aria-hidden="true" inert>
        {items.map(renderAction)}
        {moreButton}
      </div>
    </div>
  );
}
