import { Check, Minus } from 'lucide-react';
import { forwardRef, type ReactNode } from 'react';
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  CheckboxButton,
  CheckboxField,
  type CheckboxFieldProps,
} from 'react-aria-components';
import { Description, type FieldCommonProps, FieldError, Label } from '../Field/Field';
import { field } from '../Field/Field.css';
import { cx } from '../utils/cx';
import * as styles from './Checkbox.css';

export const checkboxGroupOrientations = ['horizontal', 'vertical'] as const;
export type CheckboxGroupOrientation = (typeof checkboxGroupOrientations)[number];

export interface CheckboxIndicatorProps {
  isSelected?: boolean;
  isIndeterminate?: boolean;
  className?: string;
}

/**
 * The 16px box with its check mark or dash. Decorative: the state is carried by the
 * (visually hidden) native input around which RAC builds the checkbox.
 */
export function CheckboxIndicator({ isSelected = false, isIndeterminate = false, className }: CheckboxIndicatorProps) {
  return (
    <span className={cx(styles.checkboxBox, className)} aria-hidden="true">
      {isIndeterminate ? (
        <Minus size={12} strokeWidth={3} className={styles.checkboxMark({ visible: true })} aria-hidden />
      ) : (
        <Check size={12} strokeWidth={3} className={styles.checkboxMark({ visible: isSelected })} aria-hidden />
      )}
    </span>
  );
}

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children' | 'className'> {
  /** The label. Without one, give the checkbox an `aria-label`. */
  children?: ReactNode;
  /** Help text under the checkbox. */
  description?: ReactNode;
  /** An error message; its presence makes the checkbox invalid. */
  errorMessage?: ReactNode;
  className?: string;
}

/**
 * A checkbox on RAC's `CheckboxField` + `CheckboxButton`: checked, indeterminate (a dash),
 * disabled and invalid states. Inside a RAC Table or Tree, `slot="selection"` wires it to
 * the collection's selection; inside a `CheckboxGroup` it takes its state from the group.
 */
export const Checkbox = forwardRef<HTMLDivElement, CheckboxProps>(function Checkbox(
  { children, description, errorMessage, className, isInvalid, ...props },
  ref,
) {
  return (
    <CheckboxField
      ref={ref}
      {...props}
      isInvalid={isInvalid ?? (errorMessage ? true : undefined)}
      className={cx(styles.checkboxField, className)}
    >
      <CheckboxButton className={styles.checkboxRoot}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <CheckboxIndicator isSelected={isSelected} isIndeterminate={isIndeterminate} />
            {children}
          </>
        )}
      </CheckboxButton>
      {description ? <Description>{description}</Description> : null}
      {errorMessage ? <FieldError>{errorMessage}</FieldError> : null}
    </CheckboxField>
  );
});

/** One option of a `CheckboxGroup`, Ant Design's `options` shape. */
export interface CheckboxOption {
  value: string;
  label: ReactNode;
  isDisabled?: boolean;
}

export interface CheckboxGroupProps
  extends Omit<AriaCheckboxGroupProps, 'children' | 'className'>,
    Omit<FieldCommonProps, 'size'> {
  /** The options as data; or pass `Checkbox` children. */
  options?: readonly CheckboxOption[];
  children?: ReactNode;
  orientation?: CheckboxGroupOrientation;
  className?: string;
}

/** A labelled group of checkboxes (RAC `CheckboxGroup`): label with required mark, description, error. */
export const CheckboxGroup = forwardRef<HTMLDivElement, CheckboxGroupProps>(function CheckboxGroup(
  { label, description, errorMessage, options, children, orientation = 'horizontal', className, isInvalid, ...props },
  ref,
) {
  return (
    <AriaCheckboxGroup
      ref={ref}
      {...props}
      isInvalid={isInvalid ?? (errorMessage ? true : undefined)}
      className={cx(field, className)}
      data-orientation={orientation}
    >
      {label ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      <div className={styles.checkboxGroupItems({ orientation })}>
        {options?.map((option) => (
          <Checkbox key={option.value} value={option.value} isDisabled={option.isDisabled}>
            {option.label}
          </Checkbox>
        ))}
        {children}
      </div>
      {description ? <Description>{description}</Description> : null}
      {errorMessage ? <FieldError>{errorMessage}</FieldError> : null}
    </AriaCheckboxGroup>
  );
});
