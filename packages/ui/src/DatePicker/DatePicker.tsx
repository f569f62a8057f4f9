import { type CalendarDate, parseDate } from '@internationalized/date';
import type { CSSProperties } from 'react';
import {
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
} from 'react-aria-components';
import { Description, type FieldCommonProps, FieldError, Label } from '../Field/Field';
import { field, inputSurface } from '../Field/Field.css';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '../Icon/icons';
import { popoverSurface } from '../Popover/Popover.css';
import { cx } from '../utils/cx';
import * as styles from './DatePicker.css';

export { fieldSizes as datePickerSizes } from '../Field/Field';

export interface DatePickerProps
  extends Omit<
      AriaDatePickerProps<CalendarDate>,
      'children' | 'className' | 'style' | 'value' | 'defaultValue' | 'onChange' | 'minValue' | 'maxValue'
    >,
    FieldCommonProps {
  /** The date as `YYYY-MM-DD`, '' when none (controlled): the shape the API and `<input type="date">` use. */
  value?: string;
  /** The initial date, `YYYY-MM-DD` or '' (uncontrolled). */
  defaultValue?: string;
  /** Called with `YYYY-MM-DD` once the date is complete, or '' when it is cleared. */
  onChange?: (value: string) => void;
  /** The earliest date that may be chosen, `YYYY-MM-DD`. */
  minValue?: string;
  /** The latest date that may be chosen, `YYYY-MM-DD`. */
  maxValue?: string;
  className?: string;
  style?: CSSProperties;
}

/** '' or a malformed text is no date. */
function toDate(value: string | undefined): CalendarDate | null | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/**
 * A date field with a calendar, on react-aria's `DatePicker`: the segments and their order follow the provider's
 * locale (年/月/日 in Chinese, mm/dd/yyyy in American English), where `<input type="date">` follows the browser's
 * language whatever the page's (issue 22 item 11). The value stays the `YYYY-MM-DD` text the API uses. The date never
 * wraps and is never cut: the segments stay on one line and the field keeps the width the whole date needs.
 */
export function DatePicker({
  label,
  description,
  errorMessage,
  size = 'md',
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  isInvalid,
  isRequired,
  className,
  style,
  ...props
}: DatePickerProps) {
  const hasMessage =
    errorMessage !== undefined && errorMessage !== null && errorMessage !== false && errorMessage !== '';
  const min = toDate(minValue);
  const max = toDate(maxValue);
  return (
    <AriaDatePicker<CalendarDate>
      {...props}
      {...(value !== undefined ? { value: toDate(value) ?? null } : {})}
      {...(defaultValue !== undefined ? { defaultValue: toDate(defaultValue) ?? null } : {})}
      {...(min ? { minValue: min } : {})}
      {...(max ? { maxValue: max } : {})}
      onChange={(date) => onChange?.(date ? date.toString() : '')}
      isRequired={isRequired}
      isInvalid={isInvalid || hasMessage || undefined}
      granularity="day"
      shouldForceLeadingZeros
      className={cx(field, styles.root, className)}
      style={style}
    >
      {label != null ? <Label isRequired={isRequired}>{label}</Label> : null}
      <Group className={cx(inputSurface({ size }), styles.surface)}>
        <DateInput className={styles.input}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <Button className={styles.calendarButton}>
          <CalendarIcon size="md" />
        </Button>
      </Group>
      {description != null ? <Description>{description}</Description> : null}
      <FieldError>{errorMessage}</FieldError>
      <Popover className={cx(popoverSurface, styles.popover)} placement="bottom start">
        <Dialog className={styles.dialog}>
          <Calendar<CalendarDate>>
            <header className={styles.calendarHeader}>
              <Button slot="previous" className={styles.navButton}>
                <ChevronLeftIcon size="md" />
              </Button>
              <Heading className={styles.calendarTitle} />
              <Button slot="next" className={styles.navButton}>
                <ChevronRightIcon size="md" />
              </Button>
            </header>
            <CalendarGrid className={styles.grid}>
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
