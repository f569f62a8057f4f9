import { Check, CircleCheck, CircleX, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Label, ProgressBar, useLocale } from 'react-aria-components';
import { useComponentLocale } from '../locale/LocaleContext';
import type { Locale } from '../locale/types';
import { cx } from '../utils/cx';
import * as styles from './Progress.css';

export const progressTypes = ['line', 'circle'] as const;
export const progressStatuses = ['normal', 'success', 'exception', 'active'] as const;
export const progressSizes = ['sm', 'md'] as const;

export type ProgressStatus = (typeof progressStatuses)[number];

export interface ProgressProps {
  /** 0 to 100; clamped. */
  percent?: number;
  type?: (typeof progressTypes)[number];
  /** `success` when `percent` reaches 100 and no status is given. `active` sweeps a glow over a line. */
  status?: ProgressStatus;
  /** Shows the percentage (or the status icon) beside the line or in the circle. Default true. */
  showInfo?: boolean;
  /** Custom info text, e.g. `(p) => \`${p} / 100\``. */
  format?: (percent: number) => ReactNode;
  /** `sm`: a 6px line or an 80px circle; `md`: 8px or 120px. */
  size?: (typeof progressSizes)[number];
  /** A circle's width in pixels, overriding `size`. */
  width?: number;
  /** A visible label above the bar, naming it. */
  label?: ReactNode;
  /** The accessible name when there is no visible label; the locale's "进度" by default. */
  'aria-label'?: string;
  className?: string;
  locale?: Partial<Locale['Progress']>;
}

/**
 * A determinate progress indicator on RAC's ProgressBar (role progressbar with its value and,
 * for success or exception, the status in `aria-valuetext`), drawn as a line or a circle.
 */
export function Progress({
  percent = 0,
  type = 'line',
  status,
  showInfo = true,
  format,
  size = 'md',
  width,
  label,
  'aria-label': ariaLabel,
  className,
  locale,
}: ProgressProps) {
  const strings = useComponentLocale('Progress', locale);
  const { locale: languageTag } = useLocale();
  const value = Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
  const resolvedStatus: ProgressStatus = status ?? (value >= 100 ? 'success' : 'normal');
  const percentText = new Intl.NumberFormat(languageTag, { style: 'percent', maximumFractionDigits: 0 }).format(
    value / 100,
  );
  const statusLabel =
    resolvedStatus === 'success' ? strings.success : resolvedStatus === 'exception' ? strings.exception : null;
  const valueLabel = statusLabel ? `${percentText} ${statusLabel}` : percentText;

  const isCircle = type === 'circle';
  const StatusIcon =
    resolvedStatus === 'success'
      ? isCircle
        ? Check
        : CircleCheck
      : resolvedStatus === 'exception'
        ? isCircle
          ? X
          : CircleX
        : null;
  const circleWidth = width ?? (size === 'sm' ? 80 : 120);
  const infoContent = format ? (
    format(value)
  ) : StatusIcon ? (
    <StatusIcon size={isCircle ? Math.round(circleWidth / 3) : 16} aria-hidden />
  ) : (
    percentText
  );

  return (
    <ProgressBar
      value={value}
      minValue={0}
      maxValue={100}
      valueLabel={valueLabel}
      aria-label={label ? undefined : (ariaLabel ?? strings.label)}
      className={cx(styles.root, styles.statusColor[resolvedStatus], className)}
      data-status={resolvedStatus}
      data-type={type}
    >
      {label ? <Label className={styles.label}>{label}</Label> : null}
      {isCircle ? (
        <Circle percent={value} width={circleWidth} info={showInfo ? infoContent : null} status={resolvedStatus} />
      ) : (
        <div className={styles.lineRow}>
          <div className={styles.track({ size })}>
            <div className={styles.fill} style={{ width: `${value}%` }} />
          </div>
          {showInfo ? <span className={cx(styles.info, styles.statusText[resolvedStatus])}>{infoContent}</span> : null}
        </div>
      )}
    </ProgressBar>
  );
}

function Circle({
  percent,
  width,
  info,
  status,
}: {
  percent: number;
  width: number;
  info: ReactNode;
  status: ProgressStatus;
}) {
  // Ant's proportions: a 6-unit stroke in a 100-unit box.
  const strokeWidth = 6;
  const radius = 50 - strokeWidth / 2;
  const circumference = 2 * Math.PI * radius;
  return (
    <div className={styles.circle} style={{ width, height: width, fontSize: Math.max(12, Math.round(width * 0.2)) }}>
      <svg className={styles.circleSvg} viewBox="0 0 100 100" width={width} height={width} aria-hidden="true">
        <circle className={styles.circleTrack} cx="50" cy="50" r={radius} fill="none" strokeWidth={strokeWidth} />
        {percent > 0 ? (
          <circle
            className={styles.circleStroke}
            cx="50"
            cy="50"
            r={radius}
            fill="none"
            strokeWidth={strokeWidth}
            strokeLinecap="round"
            strokeDasharray={circumference}
            strokeDashoffset={circumference * (1 - percent / 100)}
          />
        ) : null}
      </svg>
      {info != null ? <span className={cx(styles.circleInfo, styles.statusText[status])}>{info}</span> : null}
    </div>
  );
}
