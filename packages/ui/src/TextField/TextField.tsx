import { type CSSProperties, forwardRef, type ReactNode, useRef } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Button,
  Group,
  Input,
} from 'react-aria-components';
import { CharacterCount } from '../Field/CharacterCount';
import { Description, type FieldCommonProps, FieldError, Label } from '../Field/Field';
import { bareInput, field, inputSurface } from '../Field/Field.css';
import { useCharacterCount } from '../Field/useCharacterCount';
import { CloseIcon } from '../Icon/icons';
import { useComponentLocale } from '../locale/LocaleContext';
import type { Locale } from '../locale/types';
import { cx } from '../utils/cx';
import { affix, clearButton } from './TextField.css';

export { fieldSizes as textFieldSizes } from '../Field/Field';

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'children' | 'className' | 'style' | 'value' | 'defaultValue' | 'onChange'>,
    FieldCommonProps {
  /** The text (controlled). */
  value?: string;
  /** The initial text (uncontrolled). */
  defaultValue?: string;
  /** Called with the new text on every change, including a clear. */
  onChange?: (value: string) => void;
  placeholder?: string;
  /** Shown inside the box before the text: an icon or a unit. */
  prefix?: ReactNode;
  /** Shown inside the box after the text: an icon or a unit. */
  suffix?: ReactNode;
  /** A button that empties the field, shown while it has text. */
  allowClear?: boolean;
  /** Shows "n/max" (needs `maxLength`), in the error colour at the limit. */
  showCount?: boolean;
  className?: string;
  style?: CSSProperties;
  locale?: Partial<Locale['TextField']>;
}

/**
 * A single-line text input on react-aria's `TextField`, with the kit's label, help text
 * and error message. Typing past `maxLength` is blocked by the browser; a longer value
 * set from outside shows the "too long" message.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    description,
    size = 'md',
    placeholder,
    prefix,
    suffix,
    allowClear = false,
    isRequired,
    isDisabled,
    isReadOnly,
    className,
    style,
    locale,
    ...props
  },
  ref,
) {
  const strings = useComponentLocale('TextField', locale);
  // The hook takes value, defaultValue, onChange, maxLength, showCount, errorMessage, isInvalid and aria-describedby.
  const { value, setValue, message, fieldProps, countProps, otherProps } = useCharacterCount(props, strings.tooLong);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const canClear = allowClear && value !== '' && !isDisabled && !isReadOnly;

  const setRefs = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  return (
    <AriaTextField
      {...otherProps}
      {...fieldProps}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      className={cx(field, className)}
      style={style}
    >
      {label != null ? <Label isRequired={isRequired}>{label}</Label> : null}
      <Group className={inputSurface({ size })} isReadOnly={isReadOnly}>
        {prefix != null ? <span className={affix}>{prefix}</span> : null}
        <Input ref={setRefs} className={bareInput} placeholder={placeholder} />
        {canClear ? (
          <Button
            className={clearButton}
            aria-label={strings.clear}
            excludeFromTabOrder
            onPress={() => {
              setValue('');
              inputRef.current?.focus();
            }}
          >
            <CloseIcon size="md" />
          </Button>
        ) : null}
        {suffix != null ? <span className={affix}>{suffix}</span> : null}
        {countProps ? <CharacterCount {...countProps} /> : null}
      </Group>
      {description != null ? <Description>{description}</Description> : null}
      <FieldError>{message}</FieldError>
    </AriaTextField>
  );
});
