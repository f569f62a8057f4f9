import { ChevronRight } from 'lucide-react';
import { createContext, type ReactNode, useContext } from 'react';
import {
  Button as AriaButton,
  Disclosure,
  DisclosureGroup,
  type DisclosureGroupProps,
  DisclosurePanel,
  Heading,
  type Key,
} from 'react-aria-components';
import { composeClassName } from '../utils/composeClassName';
import * as styles from './Collapse.css';

export const collapseVariants = ['bordered', 'ghost'] as const;
type CollapseVariant = (typeof collapseVariants)[number];

const VariantContext = createContext<CollapseVariant>('bordered');

/** One panel of the `items` shorthand (Ant's shape). */
export interface CollapseItem {
  id: Key;
  header: ReactNode;
  content: ReactNode;
  /** Beside the header, outside its button (e.g. a "编辑" link or a tag). */
  extra?: ReactNode;
  isDisabled?: boolean;
}

export interface CollapseProps extends Omit<DisclosureGroupProps, 'allowsMultipleExpanded'> {
  /** Panels as data; or `CollapsePanel` children. */
  items?: CollapseItem[];
  /** One panel open at a time. */
  accordion?: boolean;
  /** `bordered` (Ant's default) or `ghost` (no border or background). */
  variant?: CollapseVariant;
  /** The heading level of panel headers. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

const HeadingLevelContext = createContext<number>(3);

/**
 * Panels that expand and collapse, on RAC's DisclosureGroup: each header is a button in a heading
 * with `aria-expanded`; `accordion` keeps one open at a time; `defaultExpandedKeys`/`expandedKeys`
 * choose which are open.
 */
export function Collapse({
  items,
  accordion = false,
  variant = 'bordered',
  headingLevel = 3,
  className,
  children,
  ...props
}: CollapseProps) {
  return (
    <DisclosureGroup
      {...props}
      allowsMultipleExpanded={!accordion}
      className={composeClassName(className, styles.collapse({ variant }))}
      data-variant={variant}
    >
      {(renderProps) => (
        <VariantContext.Provider value={variant}>
          <HeadingLevelContext.Provider value={headingLevel}>
            {items
              ? items.map((item) => (
                  <CollapsePanel
                    key={item.id}
                    id={item.id}
                    header={item.header}
                    extra={item.extra}
                    isDisabled={item.isDisabled}
                  >
                    {item.content}
                  </CollapsePanel>
                ))
              : typeof children === 'function'
                ? children(renderProps)
                : children}
          </HeadingLevelContext.Provider>
        </VariantContext.Provider>
      )}
    </DisclosureGroup>
  );
}

export interface CollapsePanelProps {
  id: Key;
  header: ReactNode;
  /** Beside the header, outside its button. */
  extra?: ReactNode;
  isDisabled?: boolean;
  children?: ReactNode;
  className?: string;
}

export function CollapsePanel({ id, header, extra, isDisabled, children, className }: CollapsePanelProps) {
  const variant = useContext(VariantContext);
  const level = useContext(HeadingLevelContext);
  return (
    <Disclosure id={id} isDisabled={isDisabled} className={composeClassName(className, styles.panel({ variant }))}>
      <div className={styles.header}>
        <Heading level={level} className={styles.heading}>
          <AriaButton slot="trigger" className={styles.trigger}>
            <ChevronRight size={14} aria-hidden className={styles.chevron} />
            <span>{header}</span>
          </AriaButton>
        </Heading>
        {extra ? <div className={styles.extra}>{extra}</div> : null}
      </div>
      <DisclosurePanel>
        <div className={styles.content({ variant })}>{children}</div>
      </DisclosurePanel>
    </Disclosure>
  );
}
