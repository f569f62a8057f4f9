import { type CSSProperties, forwardRef, useCallback, useLayoutEffect, useRef } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Group,
} from 'react-aria-components';
import { CharacterCount } from '../Field/CharacterCount';
import { Description, type FieldCommonProps, FieldError, Label } from '../Field/Field';
import { bareInput, field, inputSurface } from '../Field/Field.css';
import { useCharacterCount } from '../Field/useCharacterCount';
import { useComponentLocale } from '../locale/LocaleContext';
import type { Locale } from '../locale/types';
import { cx } from '../utils/cx';
import { autoSized, footer, footerText, surface, textArea } from './TextArea.css';

export interface TextAreaAutoSize {
  /** Fewest rows shown (default 1). */
  minRows?: number;
  /** Most rows before it scrolls (default: no limit). */
  maxRows?: number;
}

export interface TextAreaProps
  extends Omit<
      AriaTextFieldProps,
      'children' | 'className' | 'style' | 'value' | 'defaultValue' | 'onChange' | 'type' | 'pattern'
    >,
    Omit<FieldCommonProps, 'size'> {
  /** The text (controlled). */
  value?: string;
  /** The initial text (uncontrolled). */
  defaultValue?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  /** Visible rows when not auto-sized (default 4). */
  rows?: number;
  /** The height follows the text, within `minRows`..`maxRows` when given. */
  autoSize?: boolean | TextAreaAutoSize;
  /** Shows "n/max" under the box (needs `maxLength`), in the error colour at the limit. */
  showCount?: boolean;
  className?: string;
  style?: CSSProperties;
  locale?: Partial<Locale['TextField']>;
}

/**
 * A multi-line text input (remarks, approval opinions) on react-aria's `TextField`,
 * with the same label, help text and error as `TextField`.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    description,
    placeholder,
    rows = 4,
    autoSize = false,
    isRequired,
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
  const { value, message, fieldProps, countProps, otherProps } = useCharacterCount(props, strings.tooLong);
  const textAreaRef = useRef<HTMLTextAreaElement | null>(null);
  const { minRows, maxRows } = typeof autoSize === 'object' ? autoSize : { minRows: undefined, maxRows: undefined };

  const setRefs = useCallback(
    (element: HTMLTextAreaElement | null) => {
      textAreaRef.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  // Auto size: measure the text's height and clamp it to minRows..maxRows lines.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height is measured again whenever the text changes.
  useLayoutEffect(() => {
    const element = textAreaRef.current;
    if (!element || !autoSize) return;
    const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight) || 22;
    element.style.height = 'auto';
    const min = (minRows ?? 1) * lineHeight;
    const max = maxRows ? maxRows * lineHeight : Number.POSITIVE_INFINITY;
    const content = element.scrollHeight;
    element.style.height = `${Math.min(Math.max(content, min), max)}px`;
    element.style.overflowY = content > max ? 'auto' : 'hidden';
  }, [value, autoSize, minRows, maxRows]);

  return (
    <AriaTextField
      {...otherProps}
      {...fieldProps}
      isRequired={isRequired}
      isReadOnly={isReadOnly}
      className={cx(field, className)}
      style={style}
    >
      {label != null ? <Label isRequired={isRequired}>{label}</Label> : null}
      <Group className={cx(inputSurface({ size: 'md' }), surface)} isReadOnly={isReadOnly}>
        <AriaTextArea
          ref={setRefs}
          rows={autoSize ? (minRows ?? 1) : rows}
          placeholder={placeholder}
          className={cx(bareInput, textArea, autoSize ? autoSized : undefined)}
        />
      </Group>
      {description != null || countProps || fieldProps.isInvalid || otherProps.validate ? (
        <div className={footer}>
          <div className={footerText}>
            {description != null ? <Description>{description}</Description> : null}
            <FieldError>{message}</FieldError>
          </div>
          {countProps ? <CharacterCount {...countProps} /> : null}
        </div>
      ) : null}
    </AriaTextField>
  );
});
