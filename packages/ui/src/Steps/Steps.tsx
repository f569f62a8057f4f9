import { Check, X } from 'lucide-react';
import type { Key, ReactNode } from 'react';
import { Button as AriaButton, VisuallyHidden } from 'react-aria-components';
import { useComponentLocale } from '../locale/LocaleContext';
import type { Locale } from '../locale/types';
import { cx } from '../utils/cx';
import * as styles from './Steps.css';

/** A step's status, as Ant's `Steps`. */
export const StepStatus = {
  Wait: 'wait',
  Process: 'process',
  Finish: 'finish',
  Error: 'error',
} as const;
export type StepStatus = (typeof StepStatus)[keyof typeof StepStatus];
export const stepStatuses = ['wait', 'process', 'finish', 'error'] as const satisfies readonly StepStatus[];
export const stepsDirections = ['horizontal', 'vertical'] as const;

export interface StepItem {
  /** A stable key; the index if unset. */
  key?: Key;
  title: ReactNode;
  description?: ReactNode;
  /** Overrides the status derived from `current`. */
  status?: StepStatus;
  /** Replaces the number or status icon (decorative). */
  icon?: ReactNode;
  /** Not clickable when `onChange` is set. */
  isDisabled?: boolean;
}

export interface StepsProps {
  items: StepItem[];
  /** The current step's index: earlier steps are finished, later ones waiting. Default 0. */
  current?: number;
  /** The current step's status. Default `process`; `error` when it failed. */
  status?: StepStatus;
  direction?: (typeof stepsDirections)[number];
  /** Makes steps clickable (wizard navigation): called with the clicked step's index. */
  onChange?: (index: number) => void;
  /** The list's accessible name, e.g. "审批流程". */
  'aria-label'?: string;
  className?: string;
  locale?: Partial<Locale['Steps']>;
}

/**
 * A process in steps, as an ordered list. Each step's status is read out from the locale
 * ("已完成", "进行中"...); the current step has `aria-current="step"`.
 */
export function Steps({
  items,
  current = 0,
  status = StepStatus.Process,
  direction = 'horizontal',
  onChange,
  'aria-label': ariaLabel,
  className,
  locale,
}: StepsProps) {
  const strings = useComponentLocale('Steps', locale);
  const statusOf = (item: StepItem, index: number): StepStatus =>
    item.status ?? (index < current ? StepStatus.Finish : index === current ? status : StepStatus.Wait);

  return (
    <ol className={cx(styles.steps, className)} data-direction={direction} aria-label={ariaLabel}>
      {items.map((item, index) => {
        const itemStatus = statusOf(item, index);
        const isCurrent = index === current;
        const content = (
          <>
            <span className={styles.icon({ status: itemStatus })} aria-hidden="true">
              {item.icon ??
                (itemStatus === StepStatus.Finish ? (
                  <Check size={16} />
                ) : itemStatus === StepStatus.Error ? (
                  <X size={16} />
                ) : (
                  index + 1
                ))}
            </span>
            <span className={styles.text}>
              <span className={styles.title({ status: itemStatus })}>
                {item.title}
                <VisuallyHidden> {strings[itemStatus]}</VisuallyHidden>
              </span>
              {item.description != null ? (
                <span className={styles.description({ status: itemStatus })}>{item.description}</span>
              ) : null}
            </span>
          </>
        );
        return (
          <li
            key={item.key ?? index}
            className={styles.item}
            data-status={itemStatus}
            aria-current={isCurrent ? 'step' : undefined}
          >
            {onChange ? (
              <AriaButton
                className={styles.itemBody}
                data-clickable
                isDisabled={item.isDisabled}
                onPress={() => onChange(index)}
              >
                {content}
              </AriaButton>
            ) : (
              <div className={styles.itemBody}>{content}</div>
            )}
            {index < items.length - 1 ? (
              <span className={styles.connector({ done: itemStatus === StepStatus.Finish })} aria-hidden="true" />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
