import { ChevronDown, CircleAlert, Search, X } from 'lucide-react';
import { type ReactNode, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  Button as AriaButton,
  Popover as AriaPopover,
  Autocomplete,
  Dialog,
  FieldErrorContext,
  Group,
  Input,
  type Key,
  LabelContext,
  Provider,
  SearchField,
  type Selection,
  TextContext,
} from 'react-aria-components';
import { usePopoverBoundary } from '../Dialog/PopoverBoundary';
import { Description, type FieldCommonProps, FieldError, fieldSizes, Label } from '../Field/Field';
import { bareInput, field, inputSurface } from '../Field/Field.css';
import { ListBox } from '../ListBox/ListBox';
import { type ListBoxOption, optionMatches, renderOption } from '../ListBox/option';
import { useComponentLocale } from '../locale/LocaleContext';
import type { Locale } from '../locale/types';
import { FocusReturn } from '../Popover/FocusReturn';
import { popoverSurface } from '../Popover/Popover.css';
import { Tag } from '../Tag/Tag';
import { cx } from '../utils/cx';
import { visuallyHidden } from '../utils/visuallyHidden.css';
import * as styles from './MultiSelect.css';

export const multiSelectSizes = fieldSizes;

export interface MultiSelectProps<T extends ListBoxOption = ListBoxOption> extends FieldCommonProps {
  /** The options: `{ id, label, description? }`, e.g. a person's name and phone; both are searched. */
  items: readonly T[];
  /** The selected ids, in the order they were picked (controlled). */
  value?: readonly Key[];
  /** The initially selected ids (uncontrolled). */
  defaultValue?: readonly Key[];
  /** Called with the new ids after a pick, an un-pick or a tag's removal. */
  onChange?: (keys: Key[]) => void;
  /** At most this many may be selected: a pick beyond it is refused and a warning shown. */
  maxCount?: number;
  /** The warning shown when `maxCount` is exceeded; the locale's `maxCountExceeded(max)` by default. */
  maxCountMessage?: string;
  /** Called with the ids that were refused because of `maxCount`. */
  onMaxCountExceeded?: (refusedKeys: Key[]) => void;
  /** Shows at most this many tags, then a "+N" tag for the rest. */
  maxTagCount?: number;
  /** Options that cannot be picked (as well as items with `isDisabled`). */
  disabledKeys?: Iterable<Key>;
  /** Whether an option matches the search text; by default its label or secondary text, ignoring case and spaces. */
  filter?: (option: T, query: string) => boolean;
  /** Shown in the box while nothing is selected; the locale's "请选择" by default. */
  placeholder?: string;
  /** The search field's placeholder and name; the locale's "搜索" by default. */
  searchPlaceholder?: string;
  /** Shown when no option matches; the locale's "暂无数据" by default. */
  emptyText?: ReactNode;
  isDisabled?: boolean;
  /** Shows the required mark on the label. */
  isRequired?: boolean;
  isInvalid?: boolean;
  /** Whether the list is open (controlled). */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Submits each selected id as a hidden input of this name. */
  name?: string;
  /** The accessible name when there is no visible `label`. */
  'aria-label'?: string;
  className?: string;
  locale?: Partial<Locale['MultiSelect']>;
}

const VALID: ValidityState = {
  badInput: false,
  customError: false,
  patternMismatch: false,
  rangeOverflow: false,
  rangeUnderflow: false,
  stepMismatch: false,
  tooLong: false,
  tooShort: false,
  typeMismatch: false,
  valid: true,
  valueMissing: false,
};

/**
 * A searchable multi-select showing the picks as removable tags (Ant Design's `Select mode="multiple"`),
 * e.g. to choose the people of an approval step. The list opens in a popover with a search field;
 * Backspace in the empty search removes the last tag; `maxCount` refuses picks beyond a limit.
 */
export function MultiSelect<T extends ListBoxOption = ListBoxOption>({
  items,
  value,
  defaultValue,
  onChange,
  maxCount,
  maxCountMessage,
  onMaxCountExceeded,
  maxTagCount,
  disabledKeys,
  filter = optionMatches,
  label,
  description,
  errorMessage,
  size = 'md',
  placeholder,
  searchPlaceholder,
  emptyText,
  isDisabled = false,
  isRequired = false,
  isInvalid = false,
  isOpen,
  defaultOpen = false,
  onOpenChange,
  name,
  'aria-label': ariaLabel,
  className,
  locale,
}: MultiSelectProps<T>) {
  const strings = useComponentLocale('MultiSelect', locale);
  const boundary = usePopoverBoundary();
  const id = useId();
  const ids = {
    label: `${id}-label`,
    group: `${id}-group`,
    trigger: `${id}-trigger`,
    description: `${id}-description`,
    error: `${id}-error`,
  };
  const groupRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLDivElement>(null);
  const [headerHeight, setHeaderHeight] = useState(0);

  const [innerValue, setInnerValue] = useState<readonly Key[]>(defaultValue ?? []);
  const selected = value ?? innerValue;
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const open = (isOpen ?? innerOpen) && !isDisabled;
  const [query, setQuery] = useState('');
  const [warning, setWarning] = useState<string | null>(null);

  const byId = useMemo(() => new Map<Key, T>(items.map((option) => [option.id, option])), [items]);
  const invalid = isInvalid || !!errorMessage;
  const searchLabel = searchPlaceholder ?? strings.searchPlaceholder;
  const nameSource = label ? ids.label : ids.group;

  const setOpen = (next: boolean) => {
    if (next && isDisabled) return;
    if (isOpen === undefined) setInnerOpen(next);
    onOpenChange?.(next);
    if (!next) {
      setQuery('');
      setWarning(null);
    }
  };

  const commit = (keys: Key[]) => {
    if (value === undefined) setInnerValue(keys);
    onChange?.(keys);
  };

  const remove = (key: Key) => {
    setWarning(null);
    commit(selected.filter((k) => k !== key));
  };

  const onSelectionChange = (keys: Selection) => {
    const disabled = new Set(disabledKeys ?? []);
    const next =
      keys === 'all' ? items.filter((o) => !o.isDisabled && !disabled.has(o.id)).map((o) => o.id) : [...keys];
    const nextSet = new Set(next);
    const kept = selected.filter((k) => nextSet.has(k));
    const added = next.filter((k) => !selected.includes(k));
    if (maxCount !== undefined && added.length > 0 && kept.length + added.length > maxCount) {
      setWarning(maxCountMessage ?? strings.maxCountExceeded(maxCount));
      onMaxCountExceeded?.(added);
      return;
    }
    setWarning(null);
    commit([...kept, ...added]);
  };

  // The list scrolls under the sticky search (and warning): keep options scrolled into view below it.
  // Measured after every render (the warning comes and goes); an unchanged height re-renders nothing.
  useLayoutEffect(() => {
    if (headerRef.current) setHeaderHeight(headerRef.current.offsetHeight);
  });

  const visible = maxTagCount === undefined ? selected : selected.slice(0, Math.max(0, maxTagCount));
  const hiddenCount = selected.length - visible.length;
  const tagSize = size === 'sm' ? 'sm' : 'md';
  const describedBy =
    [description ? ids.description : null, invalid && errorMessage ? ids.error : null].filter(Boolean).join(' ') ||
    undefined;

  return (
    <div className={cx(field, className)}>
      <Provider
        values={[
          [LabelContext, { id: ids.label, elementType: 'span' }],
          [TextContext, { slots: { description: { id: ids.description }, errorMessage: { id: ids.error } } }],
          [FieldErrorContext, { isInvalid: invalid, validationErrors: [], validationDetails: VALID }],
        ]}
      >
        {label ? <Label isRequired={isRequired}>{label}</Label> : null}
        <Group
          ref={groupRef}
          id={ids.group}
          aria-label={label ? undefined : ariaLabel}
          aria-labelledby={label ? ids.label : undefined}
          isDisabled={isDisabled}
          isInvalid={invalid}
          data-open={open || undefined}
          className={cx(inputSurface({ size }), styles.box({ size }))}
        >
          {visible.map((key) => {
            const text = byId.get(key)?.label ?? String(key);
            return (
              <Tag
                key={String(key)}
                size={tagSize}
                closable={!isDisabled}
                isDisabled={isDisabled}
                closeLabel={strings.removeTag(text)}
                onClose={() => remove(key)}
              >
                {text}
              </Tag>
            );
          })}
          {hiddenCount > 0 ? <Tag size={tagSize}>{`+${hiddenCount}`}</Tag> : null}
          <AriaButton
            id={ids.trigger}
            isDisabled={isDisabled}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-labelledby={`${nameSource} ${ids.trigger}`}
            aria-describedby={describedBy}
            onPress={() => setOpen(!open)}
            className={styles.trigger({ size: tagSize === 'sm' ? 'sm' : size })}
          >
            {selected.length === 0 ? (
              <span>{placeholder ?? strings.placeholder}</span>
            ) : (
              <span className={visuallyHidden}>{strings.selectedCount(selected.length)}</span>
            )}
            <ChevronDown size={14} aria-hidden="true" className={styles.chevron} />
          </AriaButton>
        </Group>
        {description ? <Description>{description}</Description> : null}
        <FieldError>{errorMessage}</FieldError>
      </Provider>
      {name ? selected.map((key) => <input key={String(key)} type="hidden" name={name} value={String(key)} />) : null}
      <AriaPopover
        triggerRef={groupRef}
        isOpen={open}
        onOpenChange={setOpen}
        placement="bottom start"
        offset={4}
        // Inside a dialog the list stays within its body: it never covers the dialog's 确定 (issue 22 item 12).
        boundaryElement={boundary}
        className={cx(popoverSurface, styles.popover)}
      >
        {/* The focus goes back to the button, not to the group the list is anchored to. */}
        <FocusReturn to={() => document.getElementById(ids.trigger)} />
        {/* The dialog is the scroll container, so its scrolling region holds the (focusable) search field. */}
        <Dialog className={styles.dialog} aria-labelledby={nameSource} style={{ scrollPaddingTop: headerHeight }}>
          <Autocomplete
            inputValue={query}
            onInputChange={setQuery}
            filter={(textValue, inputValue, node) => {
              const option = node.value as T | null;
              return option
                ? filter(option, inputValue)
                : optionMatches({ id: node.key, label: textValue }, inputValue);
            }}
          >
            <div ref={headerRef} className={styles.header}>
              <SearchField
                autoFocus
                aria-label={searchLabel}
                className={cx(inputSurface({ size: 'md' }), styles.search)}
                onKeyDown={(e) => {
                  if (e.key === 'Backspace' && query === '' && selected.length > 0) {
                    remove(selected[selected.length - 1] as Key);
                  }
                  // Escape closes the list even with text in the search (a search field would only clear it).
                  if (e.key === 'Escape') setOpen(false);
                }}
              >
                <Search size={14} aria-hidden="true" className={styles.searchIcon} />
                <Input className={bareInput} placeholder={searchLabel} />
                <AriaButton className={styles.clear}>
                  <X size={12} aria-hidden="true" />
                </AriaButton>
              </SearchField>
              {warning ? (
                <div role="alert" className={styles.warningMessage}>
                  <CircleAlert size={14} aria-hidden="true" className={styles.warningIcon} />
                  {warning}
                </div>
              ) : null}
            </div>
            <ListBox<T>
              aria-labelledby={nameSource}
              items={items}
              selectionMode="multiple"
              // Escape closes the list; it must not also clear the selection (the collection's default).
              escapeKeyBehavior="none"
              selectedKeys={selected}
              onSelectionChange={onSelectionChange}
              disabledKeys={disabledKeys}
              emptyText={emptyText ?? strings.empty}
            >
              {(item) => renderOption(item)}
            </ListBox>
          </Autocomplete>
        </Dialog>
      </AriaPopover>
    </div>
  );
}
