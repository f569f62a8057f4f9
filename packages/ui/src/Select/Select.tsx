import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  type Key,
  SelectValue,
} from 'react-aria-components';
import { type FieldCommonProps, fieldSizes } from '../Field/Field';
import { field, inputSurface } from '../Field/Field.css';
import type { ListBoxOption } from '../ListBox/option';
import { useComponentLocale } from '../locale/LocaleContext';
import type { Locale } from '../locale/types';
import { cx } from '../utils/cx';
import { PickerFieldParts } from './PickerFieldParts';
import * as styles from './Select.css';

export const selectSizes = fieldSizes;

export interface SelectProps<T extends object = ListBoxOption>
  extends Omit<
      AriaSelectProps<T, 'single'>,
      | 'children'
      | 'className'
      | 'items'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'selectionMode'
      | 'selectedKey'
      | 'defaultSelectedKey'
      | 'onSelectionChange'
      | 'placeholder'
    >,
    FieldCommonProps {
  /** The options, `{ id, label, description?, isDisabled? }`; rendered with `renderOption` unless `children` is a function. */
  items?: Iterable<T>;
  /** Static `ListBoxItem`s, or a function rendering each of `items`. */
  children?: ReactNode | ((item: T) => ReactNode);
  /** The selected option's id (controlled); `null` for none. */
  selectedKey?: Key | null;
  /** The initially selected option's id (uncontrolled). */
  defaultSelectedKey?: Key | null;
  onSelectionChange?: (key: Key | null) => void;
  /** Shown while nothing is selected; the locale's "请选择" by default. */
  placeholder?: string;
  /** Shown in the open list when there is no option; the locale's "暂无数据" by default. */
  emptyText?: ReactNode;
  className?: string;
  locale?: Partial<Locale['Select']>;
}

/**
 * A single-choice dropdown on react-aria's `Select`: a labelled trigger button, a list in a
 * popover, keyboard selection and type-ahead, a hidden native select for forms.
 */
export function Select<T extends object = ListBoxOption>({
  label,
  description,
  errorMessage,
  size = 'md',
  items,
  children,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  placeholder,
  emptyText,
  className,
  locale,
  isInvalid,
  isRequired,
  ...props
}: SelectProps<T>) {
  const strings = useComponentLocale('Select', locale);
  return (
    <AriaSelect<T, 'single'>
      {...props}
      value={selectedKey}
      defaultValue={defaultSelectedKey}
      onChange={onSelectionChange}
      isRequired={isRequired}
      isInvalid={isInvalid || !!errorMessage}
      placeholder={placeholder ?? strings.placeholder}
      allowsEmptyCollection
      className={cx(field, className)}
    >
      <PickerFieldParts<T>
        label={label}
        isRequired={isRequired}
        description={description}
        errorMessage={errorMessage}
        listBoxProps={{ items, emptyText: emptyText ?? strings.empty }}
        options={children}
      >
        <AriaButton className={cx(inputSurface({ size }), styles.trigger)}>
          {/* The option's text only, not its whole row (secondary text, check mark). */}
          <SelectValue<T> className={styles.value}>
            {({ isPlaceholder, selectedText, defaultChildren }) => (isPlaceholder ? defaultChildren : selectedText)}
          </SelectValue>
          <ChevronDown size={14} aria-hidden="true" className={styles.chevron} />
        </AriaButton>
      </PickerFieldParts>
    </AriaSelect>
  );
}
