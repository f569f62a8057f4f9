import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Group,
  Input,
  type Key,
} from 'react-aria-components';
import { type FieldCommonProps, fieldSizes } from '../Field/Field';
import { bareInput, field, inputSurface } from '../Field/Field.css';
import type { ListBoxOption } from '../ListBox/option';
import { useComponentLocale } from '../locale/LocaleContext';
import type { Locale } from '../locale/types';
import { PickerFieldParts } from '../Select/PickerFieldParts';
import { Spinner } from '../Spinner/Spinner';
import { cx } from '../utils/cx';
import * as styles from './ComboBox.css';

export const comboBoxSizes = fieldSizes;

export interface ComboBoxProps<T extends object = ListBoxOption>
  extends Omit<
      AriaComboBoxProps<T, 'single'>,
      | 'children'
      | 'className'
      | 'items'
      | 'defaultItems'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'selectionMode'
      | 'selectedKey'
      | 'defaultSelectedKey'
      | 'onSelectionChange'
    >,
    FieldCommonProps {
  /** The options, `{ id, label, description?, isDisabled? }`; rendered with `renderOption` unless `children` is a function. */
  items?: Iterable<T>;
  /** A function rendering each of `items`, or static `ListBoxItem`s. */
  children?: ReactNode | ((item: T) => ReactNode);
  /**
   * Whether the ComboBox filters `items` by the typed text (true by default). Set it to `false`
   * when `items` already are the answer to the text, e.g. fetched from the server in `onInputChange`.
   */
  filterOption?: boolean;
  /** Items are being fetched: a spinner in the field and in the empty list. */
  isLoading?: boolean;
  /** The selected option's id (controlled); `null` for none. */
  selectedKey?: Key | null;
  /** The initially selected option's id (uncontrolled). */
  defaultSelectedKey?: Key | null;
  onSelectionChange?: (key: Key | null) => void;
  /** The input's placeholder; the locale's "请输入" by default. */
  placeholder?: string;
  /** Shown in the open list when nothing matches; the locale's "暂无数据" by default. */
  emptyText?: ReactNode;
  className?: string;
  locale?: Partial<Locale['ComboBox']>;
}

/**
 * A text input with a filtered list of suggestions, on react-aria's `ComboBox`. With
 * `allowsCustomValue` the typed text may stay even if it matches no option.
 */
export function ComboBox<T extends object = ListBoxOption>({
  label,
  description,
  errorMessage,
  size = 'md',
  items,
  children,
  filterOption = true,
  isLoading = false,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  placeholder,
  emptyText,
  className,
  locale,
  isInvalid,
  isRequired,
  menuTrigger = 'focus',
  ...props
}: ComboBoxProps<T>) {
  const strings = useComponentLocale('ComboBox', locale);
  return (
    <AriaComboBox<T, 'single'>
      {...props}
      {...(filterOption ? { defaultItems: items } : { items })}
      value={selectedKey}
      defaultValue={defaultSelectedKey}
      onChange={onSelectionChange}
      menuTrigger={menuTrigger}
      isRequired={isRequired}
      isInvalid={isInvalid || !!errorMessage}
      allowsEmptyCollection
      className={cx(field, className)}
    >
      <PickerFieldParts<T>
        label={label}
        isRequired={isRequired}
        description={description}
        errorMessage={errorMessage}
        listBoxProps={{
          emptyText: isLoading ? (
            <span className={styles.loadingState}>
              <Spinner size="sm" />
            </span>
          ) : (
            (emptyText ?? strings.empty)
          ),
        }}
        options={children}
      >
        <Group className={cx(inputSurface({ size }), styles.group)}>
          <Input className={bareInput} placeholder={placeholder ?? strings.placeholder} />
          {isLoading ? <Spinner size="sm" /> : null}
          <AriaButton className={styles.chevronButton}>
            <ChevronDown size={14} aria-hidden="true" className={styles.chevron} />
          </AriaButton>
        </Group>
      </PickerFieldParts>
    </AriaComboBox>
  );
}
