import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useComponentLocale } from '../locale/LocaleContext';
import type { Locale } from '../locale/types';
import { statusTones } from '../theme/tokens';
import { cx } from '../utils/cx';
import * as styles from './Tag.css';

export const tagColors = ['default', ...statusTones] as const;
export const tagSizes = ['sm', 'md'] as const;

export interface TagProps {
  /** `default` (grey) or a status tone of the theme. */
  color?: (typeof tagColors)[number];
  size?: (typeof tagSizes)[number];
  /** Shows a remove button; the parent removes the tag in `onClose`. */
  closable?: boolean;
  onClose?: () => void;
  /** The remove button's accessible name; by default the locale's `removeTag(text)` for string children. */
  closeLabel?: string;
  /** An icon before the text (give it `aria-hidden`). */
  icon?: ReactNode;
  isDisabled?: boolean;
  children: ReactNode;
  className?: string;
  locale?: Partial<Locale['Tag']>;
}

/** A small label for a category or a chosen value, optionally removable. */
export function Tag({
  color = 'default',
  size = 'md',
  closable = false,
  onClose,
  closeLabel,
  icon,
  isDisabled = false,
  children,
  className,
  locale,
}: TagProps) {
  const strings = useComponentLocale('Tag', locale);
  const label = closeLabel ?? (typeof children === 'string' ? strings.removeTag(children) : strings.remove);
  return (
    <span
      className={cx(styles.tag({ color, size, disabled: isDisabled }), className)}
      data-disabled={isDisabled || undefined}
    >
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      <span className={styles.text}>{children}</span>
      {closable ? (
        <AriaButton className={styles.close} aria-label={label} onPress={onClose} isDisabled={isDisabled}>
          <X size={size === 'sm' ? 10 : 12} aria-hidden="true" />
        </AriaButton>
      ) : null}
    </span>
  );
}

export const statusTagTones = ['success', 'processing', 'warning', 'error', 'default'] as const;
export type StatusTagTone = (typeof statusTagTones)[number];

export interface StatusTagProps {
  /** The state the dot shows: 识别成功 → success, 识别中 → processing, 识别失败 → error... */
  tone?: StatusTagTone;
  /** The status text, e.g. 审批中. */
  children: ReactNode;
  className?: string;
}

/** A status as a coloured dot and its text (the dot is decorative: the text carries the meaning). */
export function StatusTag({ tone = 'default', children, className }: StatusTagProps) {
  return (
    <span className={cx(styles.statusTag, className)} data-tone={tone}>
      <span className={styles.dot({ tone })} aria-hidden="true" />
      <span>{children}</span>
    </span>
  );
}
