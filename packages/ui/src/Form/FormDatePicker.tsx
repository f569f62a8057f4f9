import type { FieldValues } from 'react-hook-form';
import { DatePicker, type DatePickerProps } from '../DatePicker/DatePicker';
import { type BoundControl, type TextPath, textControlProps } from './bindingTypes';
import { type FormBindingProps, FormField, splitBindingProps } from './FormField';

export type FormDatePickerProps<
  TFieldValues extends FieldValues,
  TName extends TextPath<TFieldValues>,
  TTransformedValues = TFieldValues,
> = FormBindingProps<TFieldValues, TName, TTransformedValues> & Omit<DatePickerProps, BoundControl>;

/** A `DatePicker` bound to a `YYYY-MM-DD` string ('' when no date); the date's order follows the locale. */
export function FormDatePicker<
  TFieldValues extends FieldValues,
  TName extends TextPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(bindingProps: FormDatePickerProps<TFieldValues, TName, TTransformedValues>) {
  const [controller, display, props] = splitBindingProps(bindingProps);
  return (
    <FormField<TFieldValues, TName, TTransformedValues>
      {...controller}
      {...display}
      render={(field) => <DatePicker {...props} {...textControlProps(field)} />}
    />
  );
}
