import type { ReactNode } from 'react';
import {
  FieldError as AriaFieldError,
  type FieldErrorProps as AriaFieldErrorProps,
  Label as AriaLabel,
  type LabelProps as AriaLabelProps,
  Text,
} from 'react-aria-components';
import { cx } from '../utils/cx';
import * as styles from './Field.css';

export const fieldSizes = ['sm', 'md', 'lg'] as const;
export type FieldSize = (typeof fieldSizes)[number];

export interface LabelProps extends AriaLabelProps {
  /** Shows the red required mark (the field itself carries `isRequired` for assistive tech). */
  isRequired?: boolean;
}

/** A field's label, with Ant Design's required mark. Reads its `for` from the RAC field around it. */
export function Label({ isRequired, className, children, ...props }: LabelProps) {
  return (
    <AriaLabel {...props} className={cx(styles.label, className)}>
      {isRequired ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
      {children}
    </AriaLabel>
  );
}

/** Help text under a field, linked by `aria-describedby`. */
export function Description({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <Text slot="description" className={cx(styles.description, className)}>
      {children}
    </Text>
  );
}

/** The field's validation message, shown when the RAC field is invalid and announced with it. */
export function FieldError({ className, ...props }: AriaFieldErrorProps & { className?: string }) {
  return <AriaFieldError {...props} className={cx(styles.fieldError, className)} />;
}

/** The common props of every labelled field in the kit. */
export interface FieldCommonProps {
  label?: ReactNode;
  description?: ReactNode;
  /** An error message; its presence makes the field invalid. */
  errorMessage?: ReactNode;
  size?: FieldSize;
}
