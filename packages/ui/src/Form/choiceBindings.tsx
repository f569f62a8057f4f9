import { type ReactNode, useId } from 'react';
import type { Key } from 'react-aria-components';
import type { FieldValues } from 'react-hook-form';
import { description as fieldDescription, fieldError, field as fieldStyle, requiredMark } from '../Field/Field.css';
import type { ListBoxOption } from '../ListBox/option';
import { MultiSelect, type MultiSelectProps } from '../MultiSelect/MultiSelect';
import { RadioGroup, type RadioGroupProps } from '../RadioGroup/RadioGroup';
import { Select, type SelectProps } from '../Select/Select';
import { Switch, type SwitchProps } from '../Switch/Switch';
import type { BooleanPath, BoundControl, TextListPath, TextPath } from './bindingTypes';
import { type FormBindingProps, FormField, splitBindingProps } from './FormField';

export type FormSelectProps<
  TFieldValues extends FieldValues,
  TName extends TextPath<TFieldValues>,
  TTransformedValues = TFieldValues,
  TOption extends object = ListBoxOption,
> = FormBindingProps<TFieldValues, TName, TTransformedValues> &
  Omit<SelectProps<TOption>, BoundControl | 'selectedKey' | 'defaultSelectedKey' | 'onSelectionChange'>;

/**
 * A `Select` bound to a string value (the chosen option's id). An empty value ('' or null) shows the placeholder;
 * clearing the choice writes null.
 */
export function FormSelect<
  TFieldValues extends FieldValues,
  TName extends TextPath<TFieldValues>,
  TTransformedValues = TFieldValues,
  TOption extends object = ListBoxOption,
>(bindingProps: FormSelectProps<TFieldValues, TName, TTransformedValues, TOption>) {
  const [controller, display, props] = splitBindingProps(bindingProps);
  return (
    <FormField<TFieldValues, TName, TTransformedValues>
      {...controller}
      {...display}
      render={({ value, onChange, ref: _ref, name: _name, ...field }) => (
        <Select<TOption>
          {...props}
          {...field}
          selectedKey={(value as string | null | undefined) || null}
          onSelectionChange={(key: Key | null) =>
            (onChange as (value: string | null) => void)(key === null ? null : String(key))
          }
        />
      )}
    />
  );
}

export type FormMultiSelectProps<
  TFieldValues extends FieldValues,
  TName extends TextListPath<TFieldValues>,
  TTransformedValues = TFieldValues,
  TOption extends ListBoxOption = ListBoxOption,
> = FormBindingProps<TFieldValues, TName, TTransformedValues> &
  Omit<MultiSelectProps<TOption>, BoundControl | 'defaultValue'>;

/** A `MultiSelect` bound to a list of ids, in the order they were picked. */
export function FormMultiSelect<
  TFieldValues extends FieldValues,
  TName extends TextListPath<TFieldValues>,
  TTransformedValues = TFieldValues,
  TOption extends ListBoxOption = ListBoxOption,
>(bindingProps: FormMultiSelectProps<TFieldValues, TName, TTransformedValues, TOption>) {
  const [controller, display, props] = splitBindingProps(bindingProps);
  return (
    <FormField<TFieldValues, TName, TTransformedValues>
      {...controller}
      {...display}
      render={({ value, onChange, ref: _ref, onBlur: _onBlur, ...field }) => (
        <MultiSelect<TOption>
          {...props}
          {...field}
          value={(value as readonly string[] | undefined) ?? []}
          onChange={(keys) => (onChange as (value: string[]) => void)(keys.map(String))}
        />
      )}
    />
  );
}

export type FormRadioGroupProps<
  TFieldValues extends FieldValues,
  TName extends TextPath<TFieldValues>,
  TTransformedValues = TFieldValues,
> = FormBindingProps<TFieldValues, TName, TTransformedValues> & Omit<RadioGroupProps, BoundControl>;

/** A `RadioGroup` bound to a string value (the chosen option's `value`). */
export function FormRadioGroup<
  TFieldValues extends FieldValues,
  TName extends TextPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(bindingProps: FormRadioGroupProps<TFieldValues, TName, TTransformedValues>) {
  const [controller, display, props] = splitBindingProps(bindingProps);
  return (
    <FormField<TFieldValues, TName, TTransformedValues>
      {...controller}
      {...display}
      render={({ value, onChange, ref: _ref, ...field }) => (
        <RadioGroup
          {...props}
          {...field}
          value={(value as string | null | undefined) ?? null}
          onChange={onChange as (value: string) => void}
        />
      )}
    />
  );
}

export type FormSwitchProps<
  TFieldValues extends FieldValues,
  TName extends BooleanPath<TFieldValues>,
  TTransformedValues = TFieldValues,
> = FormBindingProps<TFieldValues, TName, TTransformedValues> &
  Omit<SwitchProps, 'name' | 'isSelected' | 'defaultSelected' | 'onChange' | 'onBlur' | 'isDisabled' | 'children'> & {
    /** The label beside the switch. */
    label: ReactNode;
  };

/** A `Switch` bound to a boolean value; the rule's message (e.g. "必须同意") shows under it. */
export function FormSwitch<
  TFieldValues extends FieldValues,
  TName extends BooleanPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(bindingProps: FormSwitchProps<TFieldValues, TName, TTransformedValues>) {
  const [controller, display, props] = splitBindingProps(bindingProps);
  return (
    <FormField<TFieldValues, TName, TTransformedValues>
      {...controller}
      {...display}
      render={({ onChange, ...field }) => (
        <BoundSwitch {...props} {...field} onChange={onChange as (value: boolean) => void} />
      )}
    />
  );
}

function BoundSwitch({
  value,
  onChange,
  onBlur,
  ref,
  name,
  isInvalid,
  errorMessage,
  label,
  isRequired,
  description,
  isDisabled,
  ...props
}: Omit<SwitchProps, 'children'> & {
  value: unknown;
  onChange: (value: boolean) => void;
  onBlur: () => void;
  ref: React.Ref<HTMLInputElement>;
  name: string;
  isInvalid: boolean;
  errorMessage?: string;
  label?: ReactNode;
  isRequired?: boolean;
  description?: ReactNode;
}) {
  const errorId = useId();
  const descriptionId = useId();
  const describedBy = [description != null && descriptionId, isInvalid && errorMessage && errorId]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={fieldStyle}>
      <Switch
        {...props}
        name={name}
        isSelected={Boolean(value)}
        onChange={onChange}
        onBlur={onBlur}
        inputRef={ref}
        isDisabled={isDisabled}
        aria-describedby={describedBy || undefined}
      >
        <span>
          {isRequired ? (
            <span className={requiredMark} aria-hidden="true">
              *
            </span>
          ) : null}
          {label}
        </span>
      </Switch>
      {description != null ? (
        <span id={descriptionId} className={fieldDescription}>
          {description}
        </span>
      ) : null}
      {isInvalid && errorMessage ? (
        <span id={errorId} className={fieldError}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
