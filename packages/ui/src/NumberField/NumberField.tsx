import { type CSSProperties, forwardRef } from 'react';
import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Button,
  Group,
  Input,
} from 'react-aria-components';
import { Description, type FieldCommonProps, FieldError, Label } from '../Field/Field';
import { bareInput, field, inputSurface } from '../Field/Field.css';
import { ChevronDownIcon, ChevronUpIcon } from '../Icon/icons';
import { useComponentLocale } from '../locale/LocaleContext';
import type { Locale } from '../locale/types';
import { cx } from '../utils/cx';
import { stepper, steppers, surface } from './NumberField.css';

export { fieldSizes as numberFieldSizes } from '../Field/Field';

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'children' | 'className' | 'style' | 'incrementAriaLabel' | 'decrementAriaLabel'>,
    FieldCommonProps {
  placeholder?: string;
  className?: string;
  style?: CSSProperties;
  locale?: Partial<Locale['NumberField']>;
}

/**
 * A number input on react-aria's `NumberField`: `minValue`/`maxValue`/`step`, locale-aware
 * `formatOptions` (currency, percent, units), arrow keys and the up/down steppers.
 * An empty field's value is `NaN`.
 */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  {
    label,
    description,
    errorMessage,
    size = 'md',
    placeholder,
    isInvalid,
    isRequired,
    className,
    style,
    locale,
    ...props
  },
  ref,
) {
  const strings = useComponentLocale('NumberField', locale);
  const fieldName = typeof label === 'string' ? label : props['aria-label'];
  const hasMessage =
    errorMessage !== undefined && errorMessage !== null && errorMessage !== false && errorMessage !== '';
  return (
    <AriaNumberField
      {...props}
      isRequired={isRequired}
      isInvalid={isInvalid || hasMessage || undefined}
      incrementAriaLabel={fieldName ? strings.incrementField(fieldName) : strings.increment}
      decrementAriaLabel={fieldName ? strings.decrementField(fieldName) : strings.decrement}
      className={cx(field, className)}
      style={style}
    >
      {label != null ? <Label isRequired={isRequired}>{label}</Label> : null}
      <Group className={cx(inputSurface({ size }), surface)} isReadOnly={props.isReadOnly}>
        <Input ref={ref} className={bareInput} placeholder={placeholder} />
        <div className={steppers}>
          <Button slot="increment" className={stepper}>
            <ChevronUpIcon size="sm" />
          </Button>
          <Button slot="decrement" className={stepper}>
            <ChevronDownIcon size="sm" />
          </Button>
        </div>
      </Group>
      {description != null ? <Description>{description}</Description> : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaNumberField>
  );
});
