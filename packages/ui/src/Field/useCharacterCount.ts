import { type ReactNode, useId } from 'react';
import { cx } from '../utils/cx';
import { useControllableState } from '../utils/useControllableState';

/** The props of a text field that `useCharacterCount` handles. */
export interface CharacterCountOptions {
  /** The text (controlled). */
  value?: string;
  /** The initial text (uncontrolled). */
  defaultValue?: string;
  onChange?: (value: string) => void;
  maxLength?: number;
  /** Whether the "n/max" counter is wanted (shown only with `maxLength`). */
  showCount?: boolean;
  /** The caller's error message; it wins over the "too long" message. */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  'aria-describedby'?: string;
}

/**
 * The text state TextField and TextArea share, in react-aria's manner (props in, props out): the
 * value/defaultValue/onChange triple, the "n/max" counter (linked to the field by
 * `aria-describedby`) and the "too long" message for a value longer than `maxLength` set from
 * outside, which makes the field invalid. `otherProps` are the props it does not handle.
 */
export function useCharacterCount<P extends CharacterCountOptions>(
  props: P,
  tooLongMessage: (maxLength: number) => string,
) {
  const {
    value: valueProp,
    defaultValue = '',
    onChange,
    maxLength,
    showCount = false,
    errorMessage,
    isInvalid,
    'aria-describedby': describedBy,
    ...otherProps
  } = props;
  const [value, setInnerValue] = useControllableState(valueProp, defaultValue);
  const setValue = (next: string) => {
    setInnerValue(next);
    onChange?.(next);
  };
  const counterId = useId();
  const hasCount = showCount && maxLength !== undefined;
  const tooLong = maxLength !== undefined && value.length > maxLength;
  const message = errorMessage ?? (tooLong && maxLength !== undefined ? tooLongMessage(maxLength) : undefined);
  const hasMessage = message !== undefined && message !== null && message !== false && message !== '';
  return {
    value,
    setValue,
    /** The message for `FieldError`: the caller's, else "too long" when it is. */
    message,
    /** Props for react-aria's `TextField`. */
    fieldProps: {
      value,
      onChange: setValue,
      maxLength,
      isInvalid: isInvalid || hasMessage || undefined,
      'aria-describedby': cx(describedBy, hasCount && counterId) || undefined,
    },
    /** Props for `CharacterCount`, or `undefined` when no counter is shown. */
    countProps: hasCount ? { id: counterId, length: value.length, maxLength } : undefined,
    otherProps,
  };
}
