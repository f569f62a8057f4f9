import type { FieldValues } from 'react-hook-form';
import { NumberField, type NumberFieldProps } from '../NumberField/NumberField';
import type { BoundControl, NumberPath } from './bindingTypes';
import { type FormBindingProps, FormField, splitBindingProps } from './FormField';

export type FormNumberFieldProps<
  TFieldValues extends FieldValues,
  TName extends NumberPath<TFieldValues>,
  TTransformedValues = TFieldValues,
> = FormBindingProps<TFieldValues, TName, TTransformedValues> & Omit<NumberFieldProps, BoundControl>;

/** A `NumberField` bound to a number value; an emptied field sets `undefined`. */
export function FormNumberField<
  TFieldValues extends FieldValues,
  TName extends NumberPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(bindingProps: FormNumberFieldProps<TFieldValues, TName, TTransformedValues>) {
  const [controller, display, props] = splitBindingProps(bindingProps);
  return (
    <FormField<TFieldValues, TName, TTransformedValues>
      {...controller}
      {...display}
      render={({ value, onChange, ...field }) => (
        <NumberField
          {...props}
          {...field}
          value={(value as number | null | undefined) ?? Number.NaN}
          onChange={(next) => (onChange as (value: number | undefined) => void)(Number.isNaN(next) ? undefined : next)}
        />
      )}
    />
  );
}
