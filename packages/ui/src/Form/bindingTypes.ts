// What the form bindings share; each binding lives in its own module so that a page importing one control does not
// load the others (a login form's text fields without the date picker's calendar).
import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import type { FormControlProps } from './FormField';

/** Props a binding takes over from the field itself. */
export type Bound = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage' | 'label';
export type BoundControl = Bound | 'isRequired' | 'description' | 'isDisabled';

export type TextPath<T extends FieldValues> = FieldPathByValue<T, string | null | undefined>;
export type NumberPath<T extends FieldValues> = FieldPathByValue<T, number | null | undefined>;
export type BooleanPath<T extends FieldValues> = FieldPathByValue<T, boolean | null | undefined>;
export type TextListPath<T extends FieldValues> = FieldPathByValue<T, string[] | readonly string[] | undefined>;

/** The field's props for a text control: a missing value shows as empty text. */
export function textControlProps<TValue>({ value, onChange, ...field }: FormControlProps<TValue>) {
  return { ...field, value: (value as string | null) ?? '', onChange: onChange as (value: string) => void };
}
