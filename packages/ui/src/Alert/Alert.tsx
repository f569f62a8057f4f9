import { CircleAlert, CircleCheck, CircleX, Info, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../Button/Button';
import { useComponentLocale } from '../locale/LocaleContext';
import type { Locale } from '../locale/types';
import { cx } from '../utils/cx';
import * as styles from './Alert.css';

export const alertTones = ['success', 'info', 'warning', 'error'] as const;
export type AlertTone = (typeof alertTones)[number];

export interface AlertProps {
  /** Default `info` (`warning` for a banner). */
  tone?: AlertTone;
  /** The main line. */
  title?: ReactNode;
  /** More detail under the title; makes the alert larger. */
  description?: ReactNode;
  /** Shows the tone icon. Default true. */
  showIcon?: boolean;
  /** A custom icon (decorative: give it `aria-hidden`). */
  icon?: ReactNode;
  /** Shows a close button (named by the locale); the alert hides itself and calls `onClose`. */
  closable?: boolean;
  onClose?: () => void;
  /** Actions at the right, e.g. a small "查看详情" button. */
  action?: ReactNode;
  /** A full-width strip at the top of a page or panel: no border, no rounding. */
  banner?: boolean;
  className?: string;
  locale?: Partial<Locale['Alert']>;
}

const toneIcons = { success: CircleCheck, info: Info, warning: CircleAlert, error: CircleX } as const;

/**
 * A message that stays on the page. Errors and warnings are `role="alert"` (announced at once),
 * success and info `role="status"`.
 */
export function Alert({
  tone,
  title,
  description,
  showIcon = true,
  icon,
  closable = false,
  onClose,
  action,
  banner = false,
  className,
  locale,
}: AlertProps) {
  const strings = useComponentLocale('Alert', locale);
  const [isClosed, setClosed] = useState(false);
  if (isClosed) return null;

  const resolvedTone: AlertTone = tone ?? (banner ? 'warning' : 'info');
  const withDescription = description != null;
  const Icon = toneIcons[resolvedTone];
  const urgent = resolvedTone === 'error' || resolvedTone === 'warning';

  return (
    <div
      role={urgent ? 'alert' : 'status'}
      className={cx(styles.alert({ tone: resolvedTone, withDescription, banner }), className)}
      data-tone={resolvedTone}
    >
      {showIcon ? (
        <span className={styles.icon({ tone: resolvedTone, withDescription })}>
          {icon ?? <Icon size={withDescription ? 24 : 14} aria-hidden />}
        </span>
      ) : null}
      <div className={styles.content}>
        {title != null ? <div className={styles.title({ withDescription })}>{title}</div> : null}
        {withDescription ? <div className={styles.description}>{description}</div> : null}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
      {closable ? (
        <Button
          variant="text"
          size="sm"
          icon={<X size={14} aria-hidden />}
          aria-label={strings.close}
          className={styles.closeButton}
          onPress={() => {
            setClosed(true);
            onClose?.();
          }}
        />
      ) : null}
    </div>
  );
}
