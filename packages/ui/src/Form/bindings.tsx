import type { FieldValues } from 'react-hook-form';
import { TextArea, type TextAreaProps } from '../TextArea/TextArea';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { type BoundControl, type TextPath, textControlProps } from './bindingTypes';
import { type FormBindingProps, FormField, splitBindingProps } from './FormField';

export type FormTextFieldProps<
  TFieldValues extends FieldValues,
  TName extends TextPath<TFieldValues>,
  TTransformedValues = TFieldValues,
> = FormBindingProps<TFieldValues, TName, TTransformedValues> &
  Omit<TextFieldProps, BoundControl> & {
    /** Called when the field loses focus, once the form has marked it touched (a name checked on the server). */
    onBlur?: () => void;
  };

/** A `TextField` bound to a string value: label with required mark, the rule's message under it. */
export function FormTextField<
  TFieldValues extends FieldValues,
  TName extends TextPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(bindingProps: FormTextFieldProps<TFieldValues, TName, TTransformedValues>) {
  const [controller, display, { onBlur, ...props }] = splitBindingProps(bindingProps);
  return (
    <FormField<TFieldValues, TName, TTransformedValues>
      {...controller}
      {...display}
      render={(field) => (
        <TextField
          {...props}
          {...textControlProps(field)}
          onBlur={() => {
            field.onBlur();
            onBlur?.();
          }}
        />
      )}
    />
  );
}

export type FormTextAreaProps<
  TFieldValues extends FieldValues,
  TName extends TextPath<TFieldValues>,
  TTransformedValues = TFieldValues,
> = FormBindingProps<TFieldValues, TName, TTransformedValues> & Omit<TextAreaProps, BoundControl>;

/** A `TextArea` bound to a string value. */
export function FormTextArea<
  TFieldValues extends FieldValues,
  TName extends TextPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(bindingProps: FormTextAreaProps<TFieldValues, TName, TTransformedValues>) {
  const [controller, display, props] = splitBindingProps(bindingProps);
  return (
    <FormField<TFieldValues, TName, TTransformedValues>
      {...controller}
      {...display}
      render={(field) => <TextArea {...props} {...textControlProps(field)} />}
    />
  );
}
